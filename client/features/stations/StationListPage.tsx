import { Button, Center, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconFilter, IconPlus, IconSearchOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { STATION_FILTER_LABELS, STATIONS_PAGE_SIZE } from '../../../shared/constants.ts';
import { todayDate } from '../../../shared/dates.ts';
import { searchWords } from '../../../shared/lists/search.ts';
import { filterStations, STATION_SORT_COLUMNS, toStationFilter } from '../../../shared/lists/stationList.ts';
import { paths } from '../../../shared/paths.ts';
import { useStations } from './api.ts';
import { StationTable } from './StationTable.tsx';
import { pageOf, sortList } from '../../lib/listSort.ts';
import { stationExportHref } from './stationExport.ts';
import { stationsBySid } from './stationTree.ts';
import { useStationListState } from './useStationListState.ts';
import { useLiveRooms } from '../../lib/useLive.ts';
import { rooms } from '../../../shared/realtime.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FilterBar } from '../../components/FilterBar.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListSearch } from '../../components/ListSearch.tsx';
import { OfflineMissing } from '../../components/OfflineMissing.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

const FILTER_OPTIONS = (Object.entries(STATION_FILTER_LABELS) as [string, string][]).map(([value, label]) => ({ value, label }));

/** /service: search, status filter, 11 stations a page (SPEC §2 Stations list); Export CSV downloads what it shows. */
export function StationListPage() {
  useDocumentTitle('Service');
  const stations = useStations();
  useLiveRooms([rooms.stations]);
  const { view, setSearch, setFilter, sortBy, setPage } = useStationListState();
  const { search, filter } = view;
  // Rows follow each keystroke in the same render: searching 20000 stations takes a few milliseconds (their
  // lower-cased texts are kept), less than the extra frame a deferred render costs (npm run bench:lists).
  const words = useMemo(() => searchWords(search), [search]);
  const all = stations.data;
  const sortKey = view.sort?.key;
  const sortDir = view.sort?.dir;
  const sort = useMemo(() => (sortKey && sortDir ? { key: sortKey, dir: sortDir } : null), [sortKey, sortDir]);
  const sorted = useMemo(() => sortList(all ?? [], sort, STATION_SORT_COLUMNS), [all, sort]);
  const rows = useMemo(() => filterStations(sorted, search, filter, todayDate()), [sorted, search, filter]);
  const { rows: visible, page: current, pages } = useMemo(() => pageOf(rows, view.page, STATIONS_PAGE_SIZE), [rows, view.page]);
  const bySid = useMemo(() => stationsBySid(all ?? []), [all]);

  return (
    <Stack gap="md">
      <PageHeader
        title="Stations"
        subtitle="Service projects, their products and NCRs"
        more={[{ label: 'Export CSV', icon: <IconDownload size={16} aria-hidden />, href: stationExportHref(view), download: true }]}
        action={<Button component={Link} to={paths.addStation} leftSection={<IconPlus size={16} aria-hidden />}>Add Station</Button>}
      />

      <FilterBar>
        <ListSearch value={search} onChange={setSearch} placeholder="Project, name, customer, product or reactor" />
        <FilterSelect label="Status" data={FILTER_OPTIONS} value={String(filter)} onChange={(value) => setFilter(toStationFilter(value))}
          icon={<IconFilter size={16} aria-hidden />} />
      </FilterBar>

      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {stations.isPending && stations.fetchStatus === 'paused' ? (
          <OfflineMissing what="The station list" />
        ) : stations.isPending ? (
          <Center py={80}><Loader aria-label="Loading stations" /></Center>
        ) : stations.isError ? (
          <Text c="dimmed" ta="center" py={60}>The stations could not be loaded.</Text>
        ) : visible.length === 0 ? (
          <EmptyState icon={<IconSearchOff size={28} stroke={1.5} aria-hidden />} title="No results" data-testid="stations-empty"
            text={stations.data.length > 0 ? 'No station matches the search and status filter.' : 'There are no stations yet.'} />
        ) : (
          <StationTable stations={visible} words={words} bySid={bySid} sort={sort} onSort={sortBy} />
        )}
      </Paper>

      {!stations.isPending && rows.length > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="pager-text">
            Page {current} of {pages} · {rows.length} {rows.length === 1 ? 'station' : 'stations'}
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" siblings={1} withEdges={pages > 5}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
        </Group>
      )}
    </Stack>
  );
}
