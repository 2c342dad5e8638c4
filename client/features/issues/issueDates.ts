// How the issue screens show dates: 'YYYY-MM-DD', empty when not set (year 1979, SPEC §3).
import { ISSUE_STATUS, NOT_SET_DATE } from '../../../shared/constants.ts';
import { isNotSetDate, parseDateOnly, todayDate } from '../../../shared/dates.ts';
import type { Issue } from '../../../shared/records.ts';
import type { Validation } from '../../lib/fieldCheck.ts';

/** A wire date or timestamp as 'YYYY-MM-DD'; '' when not set. */
export function formatDate(value: string | null | undefined): string {
  return parseDateOnly(value) ?? '';
}

/** A moment as local 'YYYY-MM-DD HH:mm'; '' when not set. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value == null) return '';
  if (typeof value === 'string' && isNotSetDate(value)) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The closed date to show: only while the (edited) status is Resolved; the saved one when the saved record is
 * resolved too, else today (SPEC §4: changing the status to Resolved sets closed to now). Null: show nothing.
 */
export function shownClosedDate(saved: Pick<Issue, 'status' | 'closed'>, status: Issue['status'], now: Date = new Date()): string | null {
  if (status !== ISSUE_STATUS.Resolved) return null;
  if (saved.status === ISSUE_STATUS.Resolved && !isNotSetDate(saved.closed)) return formatDate(saved.closed);
  return todayDate(now);
}

/** The Reported text field: '' or a valid 'YYYY-MM-DD' (→ wire value), anything else is an error. */
export function parseReportedText(text: string): Validation<string> {
  const trimmed = text.trim();
  if (trimmed === '') return { value: NOT_SET_DATE };
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? parseDateOnly(trimmed) : null;
  return parsed ? { value: parsed } : { error: 'Enter a valid date as YYYY-MM-DD' };
}
