import { Button, Center, CloseButton, EmptyState, Group, Loader, Pagination, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconMoodEmpty, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_MIN_CHARS, STATION_FILTER_LABELS, STATIONS_PAGE_SIZE } from '../../../shared/constants.ts';
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
import { OfflineMissing } from '../../components/OfflineMissing.tsx';

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
  const tooShort = search.trim().length > 0 && searchWords(search).length === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">Stations</Title>
          <Text c="dimmed" size="sm">Service projects, their products and NCRs</Text>
        </div>
        <Group gap="sm">
          <Button component="a" href={stationExportHref(view)} download variant="default" leftSection={<IconDownload size={16} />}>
            Export CSV
          </Button>
          <Button component={Link} to={paths.addStation} leftSection={<IconPlus size={16} />}>Add Station</Button>
        </Group>
      </Group>

      <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Project, name, customer, product or reactor"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          description={tooShort ? `Type at least ${SEARCH_MIN_CHARS} characters` : undefined}
          rightSection={search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} /> : null}
          miw={240}
          style={{ flexGrow: 3 }}
        />
        <Select
          label="Status"
          data={FILTER_OPTIONS}
          value={String(filter)}
          onChange={(value) => setFilter(toStationFilter(value))}
          allowDeselect={false}
          miw={180}
        />
      </Group>

      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {stations.isPending && stations.fetchStatus === 'paused' ? (
          <OfflineMissing what="The station list" />
        ) : stations.isPending ? (
          <Center py={80}><Loader aria-label="Loading stations" /></Center>
        ) : stations.isError ? (
          <Text c="dimmed" ta="center" py={60}>The stations could not be loaded.</Text>
        ) : visible.length === 0 ? (
          <EmptyState py={60} icon={<IconMoodEmpty size={32} />} title="No results"
            description={stations.data.length > 0 ? 'No station matches the search and status filter.' : 'There are no stations yet.'} />
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
