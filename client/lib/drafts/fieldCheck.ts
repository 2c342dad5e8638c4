// The client's field checks are the server's: a field's shared schema (shared/schemas) decides, and its
// message is shown under the field (capitalised), so the rules of SPEC §5 live in one place.
import type { z } from 'zod';

/** A checked text: the value to save, or the error to show. */
export type Validation<V> = { value: V } | { error: string };

/** Checks a value with a field's request schema: the value the server would store, or the reason it refuses. */
export function checkField<S extends z.ZodType>(schema: S, value: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  const message = result.error.issues[0]?.message ?? 'is not valid';
  return { error: message.charAt(0).toUpperCase() + message.slice(1) };
}
