import { Badge, Group, Highlight, Table, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import type { StationListItem } from '../../../shared/records.ts';
import classes from './StationTable.module.css';

/** One page of the station list; a row opens its station on click or Enter. */
export function StationTable({ stations, words }: { stations: StationListItem[]; words: string[] }) {
  const navigate = useNavigate();
  const open = (sid: number) => void navigate(paths.station(sid));
  const onKeyDown = (event: KeyboardEvent, sid: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(sid);
    }
  };
  const mark = (text: string) => <Highlight highlight={words} size="sm" inherit>{text || ''}</Highlight>;

  return (
    <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Project</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th visibleFrom="sm">Customer</Table.Th>
          <Table.Th visibleFrom="sm">Product</Table.Th>
          <Table.Th visibleFrom="sm">Reactor</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stations.map((station) => (
          <Table.Tr
            key={station.sid}
            className={classes.row}
            data-inactive={!station.active || undefined}
            tabIndex={0}
            aria-label={`${station.projId} ${station.name}`}
            onClick={() => open(station.sid)}
            onKeyDown={(event) => onKeyDown(event, station.sid)}
          >
            <Table.Td className={classes.project}><Text size="sm" fw={600} ff="monospace" span>{mark(station.projId)}</Text></Table.Td>
            <Table.Td>
              <Group gap={8} wrap="nowrap">
                <Text size="sm" fw={500} span className={classes.name}>{mark(station.name)}</Text>
                {station.ncr && <Badge size="xs" color="red" variant="filled" title="NCR active" className={classes.badge}>NCR</Badge>}
                {!station.active && <Badge size="xs" color="gray" variant="light" className={classes.badge}>Inactive</Badge>}
              </Group>
              <Text size="xs" c="dimmed" hiddenFrom="sm" lineClamp={1}>{station.customer}</Text>
            </Table.Td>
            <Table.Td visibleFrom="sm"><Text size="sm" span>{mark(station.customer)}</Text></Table.Td>
            <Table.Td visibleFrom="sm"><Text size="sm" span>{mark(station.product)}</Text></Table.Td>
            <Table.Td visibleFrom="sm"><Text size="sm" c="dimmed" span>{mark(station.reactor)}</Text></Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
