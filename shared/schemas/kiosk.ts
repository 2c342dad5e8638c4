import { z } from 'zod';
import { storableText } from './common.ts';

export const kioskNameBody = z.object({
  name: storableText().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
}).strict();
