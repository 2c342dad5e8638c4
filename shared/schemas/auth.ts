import { z } from 'zod';

export const loginBody = z.object({
  user: z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(100, 'is too long'),
  password: z.string({ error: 'must be text' }).min(1, 'must not be empty').max(200, 'is too long'),
}).strict();
export type LoginBody = z.infer<typeof loginBody>;
