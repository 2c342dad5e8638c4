// The NCR board's columns (New, In Progress, Resolved in the last 30 days) and the age of its cards, as pure
// functions.
import { ISSUE_STATUS, type IssueStatus } from '../../../shared/constants.ts';
import { parseDateOnly } from '../../../shared/dates.ts';
import type { IssueSummary } from '../../../shared/records.ts';

export const BOARD_RESOLVED_DAYS = 30;
/** A card this many days old is marked amber, and red from AGE_RED_DAYS on. */
export const AGE_AMBER_DAYS = 30;
export const AGE_RED_DAYS = 90;
const DAY_MS = 86_400_000;

export interface BoardColumn { status: IssueStatus; issues: IssueSummary[] }

/** Open issues by status, and the issues resolved in the last 30 days, in the order of the list (newest first). */
export function boardColumns(issues: readonly IssueSummary[], now: Date): BoardColumn[] {
  const since = now.getTime() - BOARD_RESOLVED_DAYS * DAY_MS;
  const resolvedRecently = (issue: IssueSummary) => {
    const closed = parseDateOnly(issue.close);
    return closed !== null && new Date(issue.close).getTime() >= since;
  };
  return [ISSUE_STATUS.New, ISSUE_STATUS.InProgress, ISSUE_STATUS.Resolved].map((status) => ({
    status,
    issues: issues.filter((issue) => issue.status === status && (status !== ISSUE_STATUS.Resolved || resolvedRecently(issue))),
  }));
}

/** Whole days between two dates (date or timestamp), never below 0; null when the first is not set. */
function daysBetween(from: string, to: Date): number | null {
  if (parseDateOnly(from) === null) return null;
  return Math.max(0, Math.floor((to.getTime() - new Date(from).getTime()) / DAY_MS));
}

export type AgeTone = 'normal' | 'amber' | 'red';

export interface CardAge {
  /** Whole days since the NCR was reported; for a resolved one, until it was resolved. */
  days: number;
  tone: AgeTone;
  /** What the card shows: '12 d', 'today'. */
  text: string;
  /** The same in words, for screen readers and the tooltip: 'Open for 45 days, over 30'. */
  description: string;
}

export function ageTone(days: number): AgeTone {
  if (days >= AGE_RED_DAYS) return 'red';
  return days >= AGE_AMBER_DAYS ? 'amber' : 'normal';
}

/** The age of a card: days since reported (a resolved NCR stops ageing when it is resolved); null when not set. */
export function cardAge(issue: Pick<IssueSummary, 'rep' | 'close' | 'status'>, now: Date): CardAge | null {
  const closed = issue.status === ISSUE_STATUS.Resolved && parseDateOnly(issue.close) !== null ? new Date(issue.close) : null;
  const days = daysBetween(issue.rep, closed ?? now);
  if (days === null) return null;
  const tone = ageTone(days);
  const span = days === 1 ? '1 day' : `${days} days`;
  const over = tone === 'red' ? `, over ${AGE_RED_DAYS}` : tone === 'amber' ? `, over ${AGE_AMBER_DAYS}` : '';
  return {
    days,
    tone,
    text: days === 0 ? 'today' : `${days} d`,
    description: closed ? `Was open ${span}${over}` : days === 0 ? 'Reported today' : `Open for ${span}${over}`,
  };
}

/** The iids whose row differs between two versions of the list (new rows count as changed). */
export function changedIids(before: readonly IssueSummary[] | undefined, after: readonly IssueSummary[]): number[] {
  if (!before) return [];
  const previous = new Map(before.map((issue) => [issue.iid, JSON.stringify(issue)]));
  return after.filter((issue) => previous.get(issue.iid) !== JSON.stringify(issue)).map((issue) => issue.iid);
}
