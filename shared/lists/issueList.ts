// The NCR list's rules (SPEC §2 Issue list, §5, §6): its search, its filter, its facets (issueFacets.ts) and its
// sort columns, as pure functions, so that the list on the screen and its CSV export (server/routes/exports.ts)
// hold the same NCRs in one order.
import { ISSUE_FILTER, ISSUE_STATUS, type IssueFilter } from '../constants.ts';
import { isNotSetDate } from '../dates.ts';
import type { IssueSummary } from '../records.ts';
import { matchesIssueFacets, type IssueFacetValues } from './issueFacets.ts';
import { rowMatchesAllWords, searchWords } from './search.ts';
import { textKey, type ListSort, type SortColumn } from './sortKeys.ts';

const searchedTexts = (issue: Pick<IssueSummary, 'snid' | 'stn' | 'prod'>) => [issue.snid, issue.stn, issue.prod];

/** True when EVERY word occurs (case-insensitive substring) in the NCR number, station or product. */
export function matchesSearch(issue: Pick<IssueSummary, 'snid' | 'stn' | 'prod'>, words: readonly string[]): boolean {
  return rowMatchesAllWords(issue, searchedTexts, words);
}

/** Open Issues: not resolved internally; Assigned to me: assignee is the user's person `me`; All: every one. */
export function matchesFilter(issue: Pick<IssueSummary, 'status' | 'assTo'>, filter: IssueFilter, me: string | null | undefined): boolean {
  switch (filter) {
    case ISSUE_FILTER.Open: return issue.status !== ISSUE_STATUS.Resolved;
    case ISSUE_FILTER.AssignedToMe: return !!me && issue.assTo === me;
    default: return true;
  }
}

/** What narrows the NCR list: the search phrase (as typed), the filter and the facets of its URL. */
export interface IssueListNarrowing { phrase: string; filter: IssueFilter; facets: IssueFacetValues }

/** Which NCRs the list shows, for the user whose person is `me`; null: all of them. */
export function issueListPredicate({ phrase, filter, facets }: IssueListNarrowing, me: string | null | undefined): ((issue: IssueSummary) => boolean) | null {
  const words = searchWords(phrase);
  const faceted = Object.values(facets).some((values) => values.length > 0);
  if (words.length === 0 && filter === ISSUE_FILTER.All && !faceted) return null;
  return (issue) => matchesFilter(issue, filter, me) && matchesSearch(issue, words) && (!faceted || matchesIssueFacets(issue, facets));
}

/** The issues the list shows, in the order given (the server sends newest first). */
export function visibleIssues(issues: readonly IssueSummary[], narrowing: IssueListNarrowing, me: string | null | undefined): IssueSummary[] {
  const passes = issueListPredicate(narrowing, me);
  return passes ? issues.filter(passes) : issues.slice();
}

/** A stored filter value if it is one of ISSUE_FILTER, else null. */
export function toIssueFilter(value: unknown): IssueFilter | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
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
export const ISSUE_SORT_KEYS = Object.keys(ISSUE_SORT_COLUMNS) as [IssueSortKey, ...IssueSortKey[]];

/** The Closed column is not shown for Open Issues, so the list is not sorted by it either: its own order then. */
export function issueListSort(sort: ListSort<IssueSortKey> | null, filter: IssueFilter): ListSort<IssueSortKey> | null {
  return sort && (sort.key !== 'close' || filter !== ISSUE_FILTER.Open) ? sort : null;
}
