// The bodies of the history calls (issue 15): a record's history and the activity feed over all records.
import { z } from 'zod';
import { DATE_YEAR_MAX, DATE_YEAR_MIN, parseWireDate } from '../dates.ts';
import { recordId, shortText } from './common.ts';

/** Entries a page holds when the request names no limit, and at most. */
export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 200;

const INT8_MAX = '9223372036854775807';

/**
 * The cursor of the next page: the id of the last entry of the page before (the answer's `next`), a decimal
 * string (audit row ids are 64-bit: a JSON number would lose digits beyond 2^53). A page holds the entries
 * after it, older ones.
 */
export const historyCursor = z.string({ error: 'must be the cursor of a page (a decimal string)' })
  .regex(/^[1-9]\d{0,18}$/, 'must be the cursor of a page (a decimal string)')
  .refine((id) => id.length < INT8_MAX.length || id <= INT8_MAX, 'is too large');

export const recordKindInput = z.enum(['station', 'issue'], { error: "must be 'station' or 'issue'" });

const pageLimit = z.number({ error: 'must be a number' }).int('must be a whole number')
  .min(1, 'must be at least 1').max(HISTORY_PAGE_MAX, `must be at most ${HISTORY_PAGE_MAX}`).default(HISTORY_PAGE_DEFAULT);

/** `{kind, id, before?, limit?}`: the changes of one station or NCR, newest first. */
export const historyBody = z.object({
  kind: recordKindInput,
  id: recordId,
  before: historyCursor.optional(),
  limit: pageLimit,
}).strict();

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const instantError = `must be a date (YYYY-MM-DD) or an ISO timestamp with its offset, between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}`;

/**
 * A bound of a time range: 'YYYY-MM-DD' (a day, in UTC) or an ISO timestamp with its offset ('Z' or ±hh:mm),
 * as the ISO timestamp of the instant it stands for. `end`: a day means the end of that day (the range holds it).
 */
function instant(end: boolean) {
  return z.string({ error: instantError }).transform((value, ctx) => {
    const text = value.trim();
    const dateOnly = DATE_ONLY.test(text);
    const year = Number(text.slice(0, 4));
    const valid = parseWireDate(text) !== null && year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX
      && (dateOnly || z.iso.datetime({ offset: true }).safeParse(text).success);
    const at = new Date(dateOnly ? `${text}T00:00:00Z` : text);
    if (!valid || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: instantError });
      return z.NEVER;
    }
    if (dateOnly && end) at.setUTCDate(at.getUTCDate() + 1);
    return at.toISOString();
  });
}

/**
 * `{person?, kind?, from?, to?, before?, limit?}`: recent changes of every station and NCR, newest first.
 * `person`: who made them (an account name, as entries show it); `from` (inclusive) and `to` (exclusive; a
 * date includes that whole day): see instant.
 */
export const activityBody = z.object({
  person: shortText.trim().min(1, 'must not be empty').optional(),
  kind: recordKindInput.optional(),
  from: instant(false).optional(),
  to: instant(true).optional(),
  before: historyCursor.optional(),
  limit: pageLimit,
}).strict().refine((body) => !body.from || !body.to || body.from < body.to, { message: 'must be after from', path: ['to'] });
export type ActivityFilter = z.output<typeof activityBody>;
