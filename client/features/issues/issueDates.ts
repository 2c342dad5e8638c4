// The issue screens' date rules: which closed date shows, and the Reported field's text (days are shown by
// lib/format/dateTime.ts formatDay, 'YYYY-MM-DD', empty when not set: year 1979, SPEC §3).
import { ISSUE_STATUS, NOT_SET_DATE } from '../../../shared/constants.ts';
import { isNotSetDate, parseDateOnly, todayDate } from '../../../shared/dates.ts';
import type { Issue } from '../../../shared/records.ts';
import { formatDay } from '../../lib/format/dateTime.ts';
import type { Validation } from '../../lib/drafts/fieldCheck.ts';

/**
 * The closed date to show: only while the (edited) status is Resolved; the saved one when the saved record is
 * resolved too, else today (SPEC §4: changing the status to Resolved sets closed to now). Null: show nothing.
 */
export function shownClosedDate(saved: Pick<Issue, 'status' | 'closed'>, status: Issue['status'], now: Date = new Date()): string | null {
  if (status !== ISSUE_STATUS.Resolved) return null;
  if (saved.status === ISSUE_STATUS.Resolved && !isNotSetDate(saved.closed)) return formatDay(saved.closed);
  return todayDate(now);
}

/** The Reported text field: '' or a valid 'YYYY-MM-DD' (→ wire value), anything else is an error. */
export function parseReportedText(text: string): Validation<string> {
  const trimmed = text.trim();
  if (trimmed === '') return { value: NOT_SET_DATE };
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? parseDateOnly(trimmed) : null;
  return parsed ? { value: parsed } : { error: 'Enter a valid date as YYYY-MM-DD' };
}
