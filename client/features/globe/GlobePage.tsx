import { Anchor, Container, Group, Loader, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { StationLocation } from '../../../shared/records.ts';
import { LOCATIONS_REFRESH_MS } from '../../../shared/constants.ts';
import { Brand } from '../../app/Brand.tsx';
import { paths } from '../../app/paths.ts';
import { apiPost } from '../../lib/http.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { useLiveRooms } from '../../lib/useLive.ts';
import { rooms } from '../../../shared/realtime.ts';

/**
 * /world: where the stations are. This is the plain list of every located station (the globe's accessible
 * view); the 3D globe is built on top of it.
 */
export function GlobePage() {
  const locations = useQuery({
    queryKey: queryKeys.locations,
    queryFn: async () => (await apiPost<{ locations: StationLocation[] }>('locations')).locations,
    refetchInterval: LOCATIONS_REFRESH_MS,
  });
  useLiveRooms([rooms.locations]);
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md">
        <Brand to={paths.root} />
        <Text c="dimmed" size="sm">{locations.data ? `${locations.data.length} stations` : ''}</Text>
      </Group>
      <Title order={1} size="h2" mb="md">World</Title>
      {locations.isPending ? <Loader /> : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr><Table.Th>Station</Table.Th><Table.Th>Type</Table.Th><Table.Th>Country</Table.Th><Table.Th>Commissioned</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(locations.data ?? []).map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td><Anchor href={paths.station(l.id)}>{l.name}</Anchor></Table.Td>
                <Table.Td>{l.type}</Table.Td>
                <Table.Td>{l.country}</Table.Td>
                <Table.Td>{l.year > 1000 ? l.year : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Container>
  );
}
