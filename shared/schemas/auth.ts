import { z } from 'zod';
import { storableText } from './common.ts';

export const loginBody = z.object({
  user: storableText().trim().min(1, 'must not be empty').max(100, 'is too long'),
  password: storableText().min(1, 'must not be empty').max(200, 'is too long'),
}).strict();
export type LoginBody = z.infer<typeof loginBody>;
