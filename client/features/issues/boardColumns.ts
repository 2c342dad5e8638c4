// The NCR board's columns (New, In Progress, Resolved in the last 30 days), as pure functions.
import { ISSUE_STATUS, type IssueStatus } from '../../../shared/constants.ts';
import { parseDateOnly } from '../../../shared/dates.ts';
import type { IssueSummary } from '../../../shared/records.ts';

export const BOARD_RESOLVED_DAYS = 30;
const DAY_MS = 86_400_000;

export interface BoardColumn { status: IssueStatus; issues: IssueSummary[] }

/** Open issues by status, and the issues resolved in the last 30 days, newest first in each column. */
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

/** '3 d' since a date (reported or closed); '' when not set; 'today' under a day. */
export function ageText(date: string, now: Date): string {
  if (parseDateOnly(date) === null) return '';
  const days = Math.floor((now.getTime() - new Date(date).getTime()) / DAY_MS);
  return days <= 0 ? 'today' : `${days} d`;
}

/** The iids whose row differs between two versions of the list (new rows count as changed). */
export function changedIids(before: readonly IssueSummary[] | undefined, after: readonly IssueSummary[]): number[] {
  if (!before) return [];
  const previous = new Map(before.map((issue) => [issue.iid, JSON.stringify(issue)]));
  return after.filter((issue) => previous.get(issue.iid) !== JSON.stringify(issue)).map((issue) => issue.iid);
}
