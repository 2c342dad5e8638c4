import type { z } from 'zod';
import { invalid } from '../errors.ts';

/** Parses a request body with a shared zod schema; a 400 naming each offending field otherwise. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
    const field = issue.path.join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  throw invalid(problems.join('; '));
}
