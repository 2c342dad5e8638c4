// The NCR list's view in the URL and session storage (client/lib/lists/listView.ts), with the list's rules of
// shared/lists/issueList.ts; the facets of the URL (shared/lists/issueFacets.ts) are beside it, not in it.
import { DEFAULT_ISSUE_FILTER, type IssueFilter } from '../../../shared/constants.ts';
import { ISSUE_FACET_KEYS } from '../../../shared/lists/issueFacets.ts';
import { ISSUE_SORT_KEYS, toIssueFilter, type IssueSortKey } from '../../../shared/lists/issueList.ts';
import type { ListViewSpec } from '../../lib/lists/listView.ts';

/** /ncr?q=…&filter=…&sort=…&dir=desc&page=…, narrowed by facets (&category=Major…) where a link gives them. */
export const ISSUE_LIST_VIEW: ListViewSpec<IssueFilter, IssueSortKey> = {
  storageKey: 'stationdesk.issues.view',
  defaultFilter: DEFAULT_ISSUE_FILTER,
  toFilter: toIssueFilter,
  sortKeys: ISSUE_SORT_KEYS,
  narrowingParams: ISSUE_FACET_KEYS,
};
