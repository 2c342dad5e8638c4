import { Anchor, Table, Text } from '@mantine/core';
import { paths } from '../../../shared/paths.ts';
import type { StationLocation } from '../../../shared/records.ts';
import { commissionedYear } from './StationCard.tsx';

/** Every located station as a plain table: the globe for those who cannot use the 3D view. */
export function StationList({ locations, link }: { locations: StationLocation[]; link: boolean }) {
  if (locations.length === 0) return <Text c="dimmed" py="xl" ta="center">No station has coordinates yet.</Text>;
  const sorted = [...locations].sort((a, b) => a.country.localeCompare(b.country) || a.name.localeCompare(b.name));
  return (
    <Table striped highlightOnHover stickyHeader aria-label="Stations by country">
      <Table.Thead>
        <Table.Tr><Table.Th>Station</Table.Th><Table.Th>Type</Table.Th><Table.Th>Country</Table.Th><Table.Th visibleFrom="sm">Commissioned</Table.Th></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((location) => (
          <Table.Tr key={location.id}>
            <Table.Td>{link ? <Anchor href={paths.station(location.id)}>{location.name}</Anchor> : location.name}</Table.Td>
            <Table.Td>{location.type}</Table.Td>
            <Table.Td>{location.country}</Table.Td>
            {/* Left out on a phone, where the table would otherwise scroll sideways. */}
            <Table.Td visibleFrom="sm">{commissionedYear(location.year) ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
