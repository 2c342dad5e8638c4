import { Box, Button, Center, CloseButton, Group, Loader, Pagination, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChartBar, IconDownload, IconFilter, IconLayoutKanban, IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_ISSUE_FILTER, ISSUE_FILTER, ISSUE_LIST_MAX_ROWS } from '../../../shared/constants.ts';
import { parseIssueFacets, withoutIssueFacet, type IssueFacetParam } from '../../../shared/lists/issueFacets.ts';
import { ISSUE_SORT_COLUMNS, issueListSort, toIssueFilter, visibleIssues } from '../../../shared/lists/issueList.ts';
import { searchWords } from '../../../shared/lists/search.ts';
import { paths } from '../../../shared/paths.ts';
import type { IssueSummary } from '../../../shared/records.ts';
import { storedUser, useWhoami } from '../../lib/commonQueries.ts';
import { pageOf, sortList } from '../../lib/listSort.ts';
import { useListView } from '../../lib/useListView.ts';
import { FilterChips } from '../../components/FilterChips.tsx';
import { useIssues } from './api.ts';
import { issueExportHref } from './issueExport.ts';
import { issueFacetChips } from './issueFacetLabels.ts';
import { ISSUE_LIST_VIEW } from './issueListView.ts';
import { issueFilterOptions } from './issueOptions.ts';
import { IssueListEmpty } from './IssueListEmpty.tsx';
import { IssueTable } from './IssueTable.tsx';
import { useLiveRooms } from '../../lib/useLive.ts';
import { rooms } from '../../../shared/realtime.ts';
import { OfflineMissing } from '../../components/OfflineMissing.tsx';

/**
 * /ncr: the NCR list with search, filter, sortable columns and ISSUE_LIST_MAX_ROWS rows a page (SPEC §2 Issue
 * list); the view is in the URL and session storage (client/lib/useListView.ts). A link may narrow it with facets
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
  const facets = useMemo(() => parseIssueFacets(params), [params]);
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
  // lower-cased texts are kept), less than the extra frame a deferred render costs (npm run bench:lists).
  const words = useMemo(() => searchWords(phrase), [phrase]);
  const sorted = useMemo(() => sortList(issues.data ?? [], sort, ISSUE_SORT_COLUMNS), [issues.data, sort]);
  const matching = useMemo(() => visibleIssues(sorted, { phrase, filter, facets }, me), [sorted, phrase, filter, facets, me]);
  const shown = useMemo(() => pageOf(matching, view.page, ISSUE_LIST_MAX_ROWS), [matching, view.page]);
  // Removing a facet shows the list from its first page, as a change of the filter does.
  const removeFacet = ({ facet }: { facet: IssueFacetParam }) => setParams(withoutIssueFacet(params, facet).filter(([key]) => key !== 'page'));
  const onOpen = useCallback((issue: IssueSummary) => void navigate(paths.issue(issue.iid)), [navigate]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">NCR</Title>
        <Group gap="sm">
          <Button component="a" href={issueExportHref(view, facets)} download variant="default" leftSection={<IconDownload size={16} />}>
            Export CSV
          </Button>
          <Button component={Link} to={paths.dashboard} variant="default" leftSection={<IconChartBar size={16} />}>Dashboard</Button>
          <Button component="a" href={paths.board} target="_blank" rel="noopener" variant="default" leftSection={<IconLayoutKanban size={16} />}>
            Board
          </Button>
          <Button component={Link} to={paths.addIssue()} leftSection={<IconPlus size={16} />}>Add Issue</Button>
        </Group>
      </Group>

      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="NCR #, station or product"
            value={phrase}
            onChange={(event) => setPhrase(event.currentTarget.value)}
            leftSection={<IconSearch size={16} />}
            rightSection={phrase ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setPhrase('')} /> : null}
            style={{ flex: '1 1 260px' }}
          />
          <Select
            label="Filter"
            data={issueFilterOptions}
            value={String(filter)}
            onChange={(value) => setFilter(toIssueFilter(value) ?? DEFAULT_ISSUE_FILTER)}
            allowDeselect={false}
            leftSection={<IconFilter size={16} />}
            w={{ base: '100%', sm: 220 }}
          />
        </Group>
        {facets.active.length > 0 && (
          <Box mt="sm">
            <FilterChips chips={issueFacetChips(facets, issues.data ?? [])} onRemove={removeFacet} data-testid="list-facets" />
          </Box>
        )}
      </Paper>

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
          <Pagination total={shown.pages} value={shown.page} onChange={setPage} size="sm" siblings={1} withEdges={shown.pages > 5}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
        </Group>
      )}
    </Stack>
  );
}
