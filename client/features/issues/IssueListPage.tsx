import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChartBar, IconDownload, IconFilter, IconLayoutKanban, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_ISSUE_FILTER, ISSUE_FILTER, ISSUE_LIST_MAX_ROWS } from '../../../shared/constants.ts';
import { issueFacetQuery, parseIssueFacets, withoutIssueFacet, type IssueFacetParam } from '../../../shared/lists/issueFacets.ts';
import { ISSUE_SORT_COLUMNS, issueListSort, toIssueFilter, visibleIssues } from '../../../shared/lists/issueList.ts';
import { searchWords } from '../../../shared/lists/search.ts';
import { paths } from '../../../shared/paths.ts';
import type { IssueSummary } from '../../../shared/records.ts';
import { storedUser, useWhoami } from '../../lib/api/commonQueries.ts';
import { pageOf, sortList } from '../../lib/lists/listSort.ts';
import { useListView } from '../../lib/lists/useListView.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { FilterChips } from '../../components/FilterChips.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { ListSearch } from '../../components/ListSearch.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useIssues } from './api.ts';
import { issueExportHref } from './issueExport.ts';
import { issueFacetChips } from './issueFacetLabels.ts';
import { ISSUE_LIST_VIEW } from './issueListView.ts';
import { issueFilterOptions } from './issueOptions.ts';
import { IssueListEmpty } from './IssueListEmpty.tsx';
import { IssueTable } from './IssueTable.tsx';
import { useLiveRooms } from '../../lib/live/useLive.ts';
import { rooms } from '../../../shared/realtime.ts';
import { OfflineMissing } from '../../components/OfflineMissing.tsx';

// What does not change from one render to the next is made once: the memoised header, filter and pager below
// then render only when what they show changes (a keystroke in the search re-renders the box, the rows and the count).
const addIssueButton = <Button component={Link} to={paths.addIssue()} leftSection={<IconPlus size={16} aria-hidden />}>Add Issue</Button>;
const filterIcon = <IconFilter size={16} aria-hidden />;

/**
 * /ncr: the NCR list with search, filter, sortable columns and ISSUE_LIST_MAX_ROWS rows a page (SPEC §2 Issue
 * list); the view is in the URL and session storage (client/lib/lists/useListView.ts). A link may narrow it with facets
 * (paths.issuesWhere: the dashboard's bars), shown as removable chips. Export CSV downloads what it shows.
 */
export function IssueListPage() {
  useDocumentTitle('NCR');
  const navigate = useNavigate();
  const issues = useIssues();
  useLiveRooms([rooms.issues]);
  const whoami = useWhoami();
  const me = whoami.data?.person ?? storedUser()?.person;

  const { view, setSearch: setPhrase, setFilter, sortBy, setPage } = useListView(ISSUE_LIST_VIEW);
  const { search: phrase, filter } = view;
  const [params, setParams] = useSearchParams();
  // The facets stay the same object while only the view changes (a keystroke replaces the URL): the rows are
  // not filtered and rendered a second time when the router's navigation lands.
  const facetQuery = issueFacetQuery(params);
  const facets = useMemo(() => parseIssueFacets(new URLSearchParams(facetQuery)), [facetQuery]);
  const showClosed = filter !== ISSUE_FILTER.Open;
  const listSort = issueListSort(view.sort, filter);
  const sortKey = listSort?.key;
  const sortDir = listSort?.dir;
  const sort = useMemo(() => (sortKey && sortDir ? { key: sortKey, dir: sortDir } : null), [sortKey, sortDir]);

  // SPEC §8: an issue list failure is logged only.
  useEffect(() => {
    if (issues.error) console.error('Could not load the issue list:', issues.error);
  }, [issues.error]);

  // Rows follow each keystroke in the same render: searching 10000 NCRs takes a few milliseconds (their
  // lower-cased texts are kept), less than the extra frame a deferred render costs (npm run bench -- lists).
  // The list follows the search's words, not the phrase: a keystroke that does not change them (a space, the
  // first character) filters and renders nothing again. The words' own phrase searches the same.
  const wordsKey = searchWords(phrase).join(' ');
  const words = useMemo(() => searchWords(wordsKey), [wordsKey]);
  const sorted = useMemo(() => sortList(issues.data ?? [], sort, ISSUE_SORT_COLUMNS), [issues.data, sort]);
  const matching = useMemo(() => visibleIssues(sorted, { phrase: wordsKey, filter, facets }, me), [sorted, wordsKey, filter, facets, me]);
  const shown = useMemo(() => pageOf(matching, view.page, ISSUE_LIST_MAX_ROWS), [matching, view.page]);
  // Removing a facet shows the list from its first page, as a change of the filter does.
  const removeFacet = ({ facet }: { facet: IssueFacetParam }) => setParams(withoutIssueFacet(params, facet).filter(([key]) => key !== 'page'));
  const onOpen = useCallback((issue: IssueSummary) => void navigate(paths.issue(issue.iid)), [navigate]);
  const onFilter = useCallback((value: string) => setFilter(toIssueFilter(value) ?? DEFAULT_ISSUE_FILTER), [setFilter]);
  const exportHref = issueExportHref(view, facets);
  const more = useMemo(() => [
    { label: 'Export CSV', icon: <IconDownload size={16} aria-hidden />, href: exportHref, download: true },
    { label: 'Dashboard', icon: <IconChartBar size={16} aria-hidden />, to: paths.dashboard },
    { label: 'Board', icon: <IconLayoutKanban size={16} aria-hidden />, href: paths.board, newTab: true },
  ], [exportHref]);

  return (
    <Stack gap="md">
      <PageHeader
        title="NCR"
        subtitle="Non-conformance reports of every station"
        more={more}
        action={addIssueButton}
      />

      <FilterBar below={facets.active.length > 0 && (
        <FilterChips chips={issueFacetChips(facets, issues.data ?? [])} onRemove={removeFacet} data-testid="list-facets" />
      )}>
        <ListSearch value={phrase} onChange={setPhrase} placeholder="NCR #, station or product" />
        <FilterSelect label="Filter" data={issueFilterOptions} value={String(filter)} onChange={onFilter} icon={filterIcon} />
      </FilterBar>

      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {issues.isPending && issues.fetchStatus === 'paused' ? (
          <OfflineMissing what="The NCR list" />
        ) : issues.isPending ? (
          <Center py="xl"><Loader aria-label="Loading issues" /></Center>
        ) : shown.rows.length === 0 ? (
          <IssueListEmpty searching={words.length > 0} failed={issues.isError} />
        ) : (
          <IssueTable issues={shown.rows} words={words} showClosed={showClosed} onOpen={onOpen} sort={sort} onSort={sortBy} />
        )}
      </Paper>

      {!issues.isPending && matching.length > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="pager-text">{shown.from}–{shown.to} of {matching.length}</Text>
          <ListPager total={shown.pages} value={shown.page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
