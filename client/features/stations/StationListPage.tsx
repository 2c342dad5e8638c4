import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconFilter, IconPlus, IconSearchOff } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { STATION_FILTER_LABELS, STATIONS_PAGE_SIZE } from '../../../shared/constants.ts';
import { todayDate } from '../../../shared/dates.ts';
import { searchWords } from '../../../shared/lists/search.ts';
import { filterStations, STATION_SORT_COLUMNS, toStationFilter } from '../../../shared/lists/stationList.ts';
import { paths } from '../../../shared/paths.ts';
import { useStationList } from './api.ts';
import { StationTable } from './StationTable.tsx';
import { pageCount, pageOf, sortList } from '../../lib/lists/listSort.ts';
import { isDefaultListView } from '../../lib/lists/listView.ts';
import { stationExportHref } from './stationExport.ts';
import { stationsBySid } from './stationTree.ts';
import { STATION_LIST_VIEW } from './stationListView.ts';
import { useStationListState } from './useStationListState.ts';
import { useLiveRooms } from '../../lib/live/useLive.ts';
import { rooms } from '../../../shared/realtime.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FilterBar } from '../../components/FilterBar.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { ListSearch } from '../../components/ListSearch.tsx';
import { OfflineMissing } from '../../components/OfflineMissing.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

const FILTER_OPTIONS = (Object.entries(STATION_FILTER_LABELS) as [string, string][]).map(([value, label]) => ({ value, label }));
// What does not change from one render to the next is made once: the memoised header, filter and pager below
// then render only when what they show changes (a keystroke in the search re-renders the box, the rows and the count).
const addStationButton = <Button component={Link} to={paths.addStation} leftSection={<IconPlus size={16} aria-hidden />}>Add Station</Button>;
const filterIcon = <IconFilter size={16} aria-hidden />;

/** /service: search, status filter, 11 stations a page (SPEC §2 Stations list); Export CSV downloads what it shows. */
export function StationListPage() {
  useDocumentTitle('Service');
  const navigate = useNavigate();
  const { view, setSearch, setFilter, sortBy, setPage } = useStationListState();
  const list = useStationList(isDefaultListView(view, STATION_LIST_VIEW));
  useLiveRooms([rooms.stations]);
  const { search, filter } = view;
  // Rows follow each keystroke in the same render: searching 20000 stations takes a few milliseconds (their
  // lower-cased texts are kept), less than the extra frame a deferred render costs (npm run bench -- lists).
  // The list follows the search's words, not the phrase: a keystroke that does not change them (a space, the
  // first character) filters and renders nothing again. The words' own phrase searches the same.
  const wordsKey = searchWords(search).join(' ');
  const words = useMemo(() => searchWords(wordsKey), [wordsKey]);
  const { all, firstPage } = list;
  const sortKey = view.sort?.key;
  const sortDir = view.sort?.dir;
  const sort = useMemo(() => (sortKey && sortDir ? { key: sortKey, dir: sortDir } : null), [sortKey, sortDir]);
  const sorted = useMemo(() => sortList(all ?? [], sort, STATION_SORT_COLUMNS), [all, sort]);
  const rows = useMemo(() => filterStations(sorted, wordsKey, filter, todayDate()), [sorted, wordsKey, filter]);
  const { rows: visible, page: current, pages } = useMemo(() => pageOf(rows, view.page, STATIONS_PAGE_SIZE), [rows, view.page]);
  const bySid = useMemo(() => stationsBySid(all ?? (firstPage ? [...firstPage.stations, ...firstPage.parents] : [])), [all, firstPage]);
  // The view of the whole list, or, while it comes, the first page that came before it.
  const shown = all ? { rows: visible, count: rows.length, page: current, pages, anyStation: all.length > 0 }
    : firstPage ? { rows: firstPage.stations, count: firstPage.total, page: 1, pages: pageCount(firstPage.total, STATIONS_PAGE_SIZE), anyStation: firstPage.total > 0 }
      : null;
  // Here, not in the table: the router's hooks render their user again at every navigation (a keystroke's URL).
  const onOpen = useCallback((sid: number) => void navigate(paths.station(sid)), [navigate]);
  const onFilter = useCallback((value: string) => setFilter(toStationFilter(value)), [setFilter]);
  const exportHref = stationExportHref(view);
  const more = useMemo(() => [{ label: 'Export CSV', icon: <IconDownload size={16} aria-hidden />, href: exportHref, download: true }], [exportHref]);

  return (
    <Stack gap="md">
      <PageHeader
        title="Stations"
        subtitle="Service projects, their products and NCRs"
        more={more}
        action={addStationButton}
      />

      <FilterBar>
        <ListSearch value={search} onChange={setSearch} placeholder="Project, name, customer, product or reactor" />
        <FilterSelect label="Status" data={FILTER_OPTIONS} value={String(filter)} onChange={onFilter} icon={filterIcon} />
      </FilterBar>

      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {!shown && list.missing === 'offline' ? (
          <OfflineMissing what="The station list" />
        ) : !shown && list.missing === 'failed' ? (
          <Text c="dimmed" ta="center" py={60}>The stations could not be loaded.</Text>
        ) : !shown ? (
          <Center py={80}><Loader aria-label="Loading stations" /></Center>
        ) : shown.rows.length === 0 ? (
          <EmptyState icon={<IconSearchOff size={28} stroke={1.5} aria-hidden />} title="No results" data-testid="stations-empty"
            text={shown.anyStation ? 'No station matches the search and status filter.' : 'There are no stations yet.'} />
        ) : (
          <StationTable stations={shown.rows} words={words} bySid={bySid} sort={sort} onSort={sortBy} onOpen={onOpen} />
        )}
      </Paper>

      {shown && shown.count > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="pager-text">
            Page {shown.page} of {shown.pages} · {shown.count} {shown.count === 1 ? 'station' : 'stations'}
          </Text>
          <ListPager total={shown.pages} value={shown.page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
