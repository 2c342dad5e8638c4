// The issue list's search and filter (SPEC §2 Issue list, §5, §6): pure functions, tested beside.
import { DEFAULT_ISSUE_FILTER, ISSUE_FILTER, ISSUE_STATUS, type IssueFilter } from '../../../shared/constants.ts';
import { isNotSetDate } from '../../../shared/dates.ts';
import type { IssueSummary } from '../../../shared/records.ts';
import { textKey, type SortColumn } from '../../lib/listSort.ts';
import type { ListViewSpec } from '../../lib/listView.ts';
import { rowMatchesAllWords, searchWords } from '../../lib/wordSearch.ts';

const searchedTexts = (issue: Pick<IssueSummary, 'snid' | 'stn' | 'prod'>) => [issue.snid, issue.stn, issue.prod];

/** True when EVERY word occurs (case-insensitive substring) in the NCR number, station or product. */
export function matchesSearch(issue: Pick<IssueSummary, 'snid' | 'stn' | 'prod'>, words: readonly string[]): boolean {
  return rowMatchesAllWords(issue, searchedTexts, words);
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
  if (words.length === 0 && filter === ISSUE_FILTER.All) return issues.slice();
  return issues.filter((issue) => matchesFilter(issue, filter, me) && matchesSearch(issue, words));
}

/** A stored filter value if it is one of ISSUE_FILTER, else null. */
export function toIssueFilter(value: unknown): IssueFilter | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return (Object.values(ISSUE_FILTER) as unknown[]).includes(number) ? (number as IssueFilter) : null;
}

const dateKey = (value: string) => (isNotSetDate(value) ? null : value);

/**
 * The columns the list sorts by (its headers); without a sort the list is newest first, as the server sends it.
 * Status sorts by the internal status, then the customer's; dates that are not set come last.
 */
export const ISSUE_SORT_COLUMNS = {
  snid: (issue) => textKey(issue.snid),
  stn: (issue) => textKey(issue.stn),
  prod: (issue) => textKey(issue.prod),
  status: (issue) => issue.status * 10 + issue.statc,
  assTo: (issue) => textKey(issue.assTo),
  rep: (issue) => dateKey(issue.rep),
  close: (issue) => dateKey(issue.close),
} satisfies Record<string, SortColumn<IssueSummary>>;
export type IssueSortKey = keyof typeof ISSUE_SORT_COLUMNS;

/** The NCR list's view in the URL (/ncr?q=…&filter=…&sort=…&dir=desc&page=…) and session storage. */
export const ISSUE_LIST_VIEW: ListViewSpec<IssueFilter, IssueSortKey> = {
  storageKey: 'stationdesk.issues.view',
  defaultFilter: DEFAULT_ISSUE_FILTER,
  toFilter: toIssueFilter,
  sortKeys: Object.keys(ISSUE_SORT_COLUMNS) as IssueSortKey[],
};
