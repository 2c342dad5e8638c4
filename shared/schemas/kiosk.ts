import { z } from 'zod';

export const kioskNameBody = z.object({
  name: z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
}).strict();
