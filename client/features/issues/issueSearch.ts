// The issue list's search and filter (SPEC §2 Issue list, §5, §6): pure functions, tested beside.
import { ISSUE_FILTER, ISSUE_STATUS, type IssueFilter } from '../../../shared/constants.ts';
import type { IssueSummary } from '../../../shared/records.ts';
import { matchesAllWords, searchWords } from '../../lib/wordSearch.ts';

/** True when EVERY word occurs (case-insensitive substring) in the NCR number, station or product. */
export function matchesSearch(issue: Pick<IssueSummary, 'snid' | 'stn' | 'prod'>, words: readonly string[]): boolean {
  return matchesAllWords([issue.snid, issue.stn, issue.prod], words);
}

/** Open Issues: not resolved internally; Assigned to me: assignee is the stored user's person; All: every one. */
export function matchesFilter(issue: Pick<IssueSummary, 'status' | 'assTo'>, filter: IssueFilter, me: string | null | undefined): boolean {
  switch (filter) {
    case ISSUE_FILTER.Open: return issue.status !== ISSUE_STATUS.Resolved;
    case ISSUE_FILTER.AssignedToMe: return !!me && issue.assTo === me;
    default: return true;
  }
}

/** The issues the list shows, in the order given (the server sends newest first). */
export function visibleIssues(issues: readonly IssueSummary[], phrase: string, filter: IssueFilter, me: string | null | undefined): IssueSummary[] {
  const words = searchWords(phrase);
  return issues.filter((issue) => matchesFilter(issue, filter, me) && matchesSearch(issue, words));
}

/** A stored filter value if it is one of ISSUE_FILTER, else null. */
export function toIssueFilter(value: unknown): IssueFilter | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return (Object.values(ISSUE_FILTER) as unknown[]).includes(number) ? (number as IssueFilter) : null;
}
