import { Anchor, Box, Table, Text } from '@mantine/core';
import { IconMapPinOff, IconSearchOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import type { StationLocation } from '../../../shared/records.ts';
import { searchWords } from '../../../shared/lists/search.ts';
import type { ListSort } from '../../../shared/lists/sortKeys.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { orEmpty } from '../../components/EmptyValue.tsx';
import { ListSearch } from '../../components/ListSearch.tsx';
import { SortableTh } from '../../components/SortableTh.tsx';
import { toggleSort } from '../../lib/lists/listView.ts';
import { commissionedYear } from './commissionedYear.ts';
import { byCountry, stationListRows, type StationListColumn } from './stationListRows.ts';

/**
 * Every located station as a table that can be searched and sorted: the globe for those who cannot use the 3D
 * view. A name opens its station in the app (`link`); a wall screen, which may open nothing else, shows plain
 * names. On a phone the type goes under the name and the year is left out, so that the table fits the width.
 */
export function StationList({ locations, link }: { locations: StationLocation[]; link: boolean }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ListSort<StationListColumn> | null>(null);
  const ordered = useMemo(() => byCountry(locations), [locations]);
  const rows = stationListRows(ordered, search, sort);

  if (locations.length === 0) {
    return <EmptyState icon={<IconMapPinOff size={28} stroke={1.5} aria-hidden />} title="No stations on the map" text="No station has coordinates yet." />;
  }
  const header = (column: StationListColumn, label: string, visibleFrom?: 'sm') => (
    <SortableTh label={label} sorted={sort?.key === column ? sort.dir : null} onSort={() => setSort(toggleSort(sort, column))} visibleFrom={visibleFrom} />
  );
  return (
    <>
      <Box maw={480}><ListSearch value={search} onChange={setSearch} placeholder="Name, type, country or year" /></Box>
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite" data-testid="station-list-count">
        {searchWords(search).length ? `${rows.length} of ${locations.length} stations` : `${locations.length} stations`}
      </Text>
      <Table striped highlightOnHover stickyHeader aria-label="Located stations">
        <Table.Thead>
          <Table.Tr>{header('name', 'Station')}{header('type', 'Type', 'sm')}{header('country', 'Country')}{header('year', 'Commissioned', 'sm')}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((location) => (
            <Table.Tr key={location.id}>
              <Table.Td>
                {link ? <Anchor component={Link} to={paths.station(location.id)}>{location.name}</Anchor> : location.name}
                {location.type && <Text size="xs" c="dimmed" hiddenFrom="sm">{location.type}</Text>}
              </Table.Td>
              <Table.Td visibleFrom="sm">{orEmpty(location.type)}</Table.Td>
              <Table.Td>{orEmpty(location.country)}</Table.Td>
              <Table.Td visibleFrom="sm">{orEmpty(commissionedYear(location.year))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <EmptyState icon={<IconSearchOff size={28} stroke={1.5} aria-hidden />} title="No results" text={`No station matches “${search.trim()}”.`} />
      )}
    </>
  );
}
