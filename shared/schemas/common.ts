import { z } from 'zod';
import { ID_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../constants.ts';
import { DATE_YEAR_MAX, DATE_YEAR_MIN, parseWireDate } from '../dates.ts';
import { unstorableProblem } from '../text.ts';

export const recordId = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0')
  .max(ID_MAX, 'is too large');

/** A record id as it appears in a URL path: plain decimal digits (no sign, hex, exponent or leading zero), within int4. */
export const recordIdParam = z.string({ error: 'must be a record id' })
  .regex(/^[1-9]\d{0,9}$/, 'must be a record id (digits only)')
  .transform(Number)
  .pipe(recordId);

/** Any text of a request: refuses what the records may not hold (see shared/text.ts), naming the character. */
export function storableText() {
  return z.string({ error: 'must be text' }).superRefine((value, ctx) => {
    const problem = unstorableProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export const shortText = storableText().max(SHORT_TEXT_MAX, `must be at most ${SHORT_TEXT_MAX} characters`);
export const longText = storableText().max(LONG_TEXT_MAX, `must be at most ${LONG_TEXT_MAX} characters`);

/** A date on the wire: 'YYYY-MM-DD' or an ISO timestamp; year 1979, '' or null mean "not set" (→ null). */
export const wireDate = z.union([z.string(), z.null()], { error: 'must be a date (YYYY-MM-DD) or null' })
  .transform((value, ctx) => {
    const parsed = parseWireDate(value);
    if (parsed) return parsed.date;
    ctx.addIssue({ code: 'custom', message: `must be a valid date (YYYY-MM-DD) between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}` });
    return z.NEVER;
  });

/** The `modif` timestamp the client last saw: the base of an update. */
export const modifBase = z.iso.datetime({ offset: true, error: 'must be the ISO timestamp of the last seen version' })
  .refine((value) => parseWireDate(value) !== null, `must be a timestamp between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`);

export const emptyBody = z.object({}).strict();

/** The editable fields of a record, each optional: an update carries only what changed. */
export function optionalFields<F extends Record<string, z.ZodType>>(fields: F): { [K in keyof F]: z.ZodOptional<F[K]> } {
  return Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()])) as { [K in keyof F]: z.ZodOptional<F[K]> };
}

/** Fields of a whole record that a client may send back but cannot change: accepted and ignored. */
export function ignoredFields<N extends string>(...names: N[]): Record<N, z.ZodOptional<z.ZodUnknown>> {
  return Object.fromEntries(names.map((name) => [name, z.unknown().optional()])) as Record<N, z.ZodOptional<z.ZodUnknown>>;
}
