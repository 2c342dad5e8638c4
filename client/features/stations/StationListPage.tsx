import { Button, Center, CloseButton, EmptyState, Group, Loader, Pagination, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMoodEmpty, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_MIN_CHARS, STATION_FILTER_LABELS, STATIONS_PAGE_SIZE } from '../../../shared/constants.ts';
import { todayDate } from '../../../shared/dates.ts';
import { paths } from '../../../shared/paths.ts';
import { useStations } from './api.ts';
import { StationTable } from './StationTable.tsx';
import { searchWords } from '../../lib/wordSearch.ts';
import { clampPage, filterStations, pageCount, toStationFilter } from './stationSearch.ts';
import { useStationListState } from './useStationListState.ts';
import { useLiveRooms } from '../../lib/useLive.ts';
import { rooms } from '../../../shared/realtime.ts';
import { OfflineMissing } from '../../components/OfflineMissing.tsx';

const FILTER_OPTIONS = (Object.entries(STATION_FILTER_LABELS) as [string, string][]).map(([value, label]) => ({ value, label }));

/** /service: search, status filter, 11 stations a page (SPEC §2 Stations list). */
export function StationListPage() {
  useDocumentTitle('Service');
  const stations = useStations();
  useLiveRooms([rooms.stations]);
  const { search, setSearch, filter, setFilter, page, setPage } = useStationListState();
  const words = useMemo(() => searchWords(search), [search]);
  const rows = useMemo(
    () => filterStations(stations.data ?? [], search, filter, todayDate()),
    [stations.data, search, filter],
  );
  const pages = pageCount(rows.length, STATIONS_PAGE_SIZE);
  const current = clampPage(page, pages);
  const visible = rows.slice((current - 1) * STATIONS_PAGE_SIZE, current * STATIONS_PAGE_SIZE);
  const tooShort = search.trim().length > 0 && words.length === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">Stations</Title>
          <Text c="dimmed" size="sm">Service projects, their products and NCRs</Text>
        </div>
        <Button component={Link} to={paths.addStation} leftSection={<IconPlus size={16} />}>Add Station</Button>
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
          <StationTable stations={visible} words={words} />
        )}
      </Paper>

      {!stations.isPending && rows.length > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="pager-text">
            Page {current} of {pages} · {rows.length} {rows.length === 1 ? 'station' : 'stations'}
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" siblings={1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
        </Group>
      )}
    </Stack>
  );
}
