import { Anchor, Badge, Group, Highlight, Table, Text } from '@mantine/core';
import { IconCornerDownRight } from '@tabler/icons-react';
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import type { StationListItem } from '../../../shared/records.ts';
import { SortableTh } from '../../components/SortableTh.tsx';
import type { ListSort } from '../../../shared/lists/sortKeys.ts';
import type { StationSortKey } from '../../../shared/lists/stationList.ts';
import classes from './StationTable.module.css';

interface StationTableProps {
  stations: readonly StationListItem[];
  words: string[];
  /** Every listed station by sid: a sub-project's row names its parent. */
  bySid: ReadonlyMap<number, StationListItem>;
  sort: ListSort<StationSortKey> | null;
  onSort: (key: StationSortKey) => void;
}

const COLUMNS: { key: StationSortKey; label: string; wide?: true }[] = [
  { key: 'projId', label: 'Project' },
  { key: 'name', label: 'Name' },
  { key: 'customer', label: 'Customer', wide: true },
  { key: 'product', label: 'Product', wide: true },
  { key: 'reactor', label: 'Reactor', wide: true },
];

const stopPropagation = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/** One page of the station list; a row opens its station on click or Enter; a header click sorts. */
export const StationTable = memo(function StationTable({ stations, words, bySid, sort, onSort }: StationTableProps) {
  const navigate = useNavigate();
  const open = (sid: number) => void navigate(paths.station(sid));
  const onKeyDown = (event: KeyboardEvent, sid: number) => {
    if (event.target !== event.currentTarget) return;
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
          {COLUMNS.map((column) => (
            <SortableTh key={column.key} label={column.label} visibleFrom={column.wide ? 'sm' : undefined}
              sorted={sort?.key === column.key ? sort.dir : null} onSort={() => onSort(column.key)} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stations.map((station) => {
          const parent = station.parent ? bySid.get(station.parent) : undefined;
          return (
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
                {parent && (
                  <Text size="xs" c="dimmed" className={classes.parent} data-testid="row-parent">
                    <IconCornerDownRight size={12} aria-hidden className={classes.parentIcon} />
                    Sub-project of{' '}
                    <Anchor component={Link} to={paths.station(parent.sid)} size="xs" onClick={stopPropagation} onKeyDown={stopPropagation}>
                      {parent.projId} {parent.name}
                    </Anchor>
                  </Text>
                )}
                <Text size="xs" c="dimmed" hiddenFrom="sm" lineClamp={1}>{station.customer}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm"><Text size="sm" span>{mark(station.customer)}</Text></Table.Td>
              <Table.Td visibleFrom="sm"><Text size="sm" span>{mark(station.product)}</Text></Table.Td>
              <Table.Td visibleFrom="sm"><Text size="sm" c="dimmed" span>{mark(station.reactor)}</Text></Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
});
