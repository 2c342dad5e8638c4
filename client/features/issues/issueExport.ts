import type { IssueFilter } from '../../../shared/constants.ts';
import type { IssueFacets } from '../../../shared/lists/issueFacets.ts';
import { issueListSort, type IssueSortKey } from '../../../shared/lists/issueList.ts';
import { EXPORT_PATHS } from '../../../shared/endpoints.ts';
import { writeListView, type ListView } from '../../lib/lists/listView.ts';
import { ISSUE_LIST_VIEW } from './issueListView.ts';

/**
 * The link that downloads the NCRs the list shows for `view` and the facets that apply (all its pages) as CSV, in
 * the list's order. Facets the list ignores are left out: the export would refuse them.
 */
export function issueExportHref(view: ListView<IssueFilter, IssueSortKey>, facets: Pick<IssueFacets, 'active'>): string {
  const narrowing = new URLSearchParams(facets.active.map(({ key, raw }) => [key, raw]));
  const query = writeListView({ ...view, sort: issueListSort(view.sort, view.filter), page: 1 }, ISSUE_LIST_VIEW, narrowing).toString();
  return query ? `${EXPORT_PATHS.issues}?${query}` : EXPORT_PATHS.issues;
}
