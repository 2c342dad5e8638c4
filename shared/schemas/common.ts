import { z } from 'zod';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../constants.ts';
import { parseDateOnly, isNotSetDate } from '../dates.ts';

export const recordId = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0')
  .max(2_147_483_647, 'is too large');

export const shortText = z.string({ error: 'must be text' }).max(SHORT_TEXT_MAX, `must be at most ${SHORT_TEXT_MAX} characters`);
export const longText = z.string({ error: 'must be text' }).max(LONG_TEXT_MAX, `must be at most ${LONG_TEXT_MAX} characters`);

/** A date on the wire: 'YYYY-MM-DD' or an ISO timestamp; year 1979, '' or null mean "not set" (→ null). */
export const wireDate = z.union([z.string(), z.null()], { error: 'must be a date (YYYY-MM-DD) or null' })
  .refine((value) => isNotSetDate(value) || parseDateOnly(value) !== null, 'must be a valid date (YYYY-MM-DD)')
  .transform((value) => parseDateOnly(value));

/** The `modif` timestamp the client last saw: the base of an update. */
export const modifBase = z.iso.datetime({ offset: true, error: 'must be the ISO timestamp of the last seen version' });

export const emptyBody = z.object({}).strict();

/** The editable fields of a record, each optional: an update carries only what changed. */
export function optionalFields<F extends Record<string, z.ZodType>>(fields: F): { [K in keyof F]: z.ZodOptional<F[K]> } {
  return Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()])) as { [K in keyof F]: z.ZodOptional<F[K]> };
}

/** Fields of a whole record that a client may send back but cannot change: accepted and ignored. */
export function ignoredFields<N extends string>(...names: N[]): Record<N, z.ZodOptional<z.ZodUnknown>> {
  return Object.fromEntries(names.map((name) => [name, z.unknown().optional()])) as Record<N, z.ZodOptional<z.ZodUnknown>>;
}
