import { Anchor, Badge, Box, Group, Text } from '@mantine/core';
import { IconCornerDownRight } from '@tabler/icons-react';
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import type { StationListItem } from '../../../shared/records.ts';
import { Marked } from '../../components/Marked.tsx';
import { SortableTh } from '../../components/SortableTh.tsx';
import type { ListSort } from '../../../shared/lists/sortKeys.ts';
import type { StationSortKey } from '../../../shared/lists/stationList.ts';
import list from '../../components/ListTable.module.css';
import classes from './StationTable.module.css';

interface StationTableProps {
  stations: readonly StationListItem[];
  words: string[];
  /** Every listed station by sid: a sub-project's row names its parent. */
  bySid: ReadonlyMap<number, StationListItem>;
  sort: ListSort<StationSortKey> | null;
  onSort: (key: StationSortKey) => void;
}

/** Each column's width is set (StationTable.module.css), so that it stays as the rows change. */
const COLUMNS: { key: StationSortKey; label: string; width: string | undefined; wide?: true }[] = [
  { key: 'projId', label: 'Project', width: classes.colProject },
  { key: 'name', label: 'Name', width: classes.colName },
  { key: 'customer', label: 'Customer', width: classes.colCustomer, wide: true },
  { key: 'product', label: 'Product', width: classes.colProduct, wide: true },
  { key: 'reactor', label: 'Reactor', width: classes.colReactor, wide: true },
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

  return (
    <table className={list.table}>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <SortableTh key={column.key} label={column.label} visibleFrom={column.wide ? 'sm' : undefined} className={column.width}
              sorted={sort?.key === column.key ? sort.dir : null} onSort={() => onSort(column.key)} />
          ))}
        </tr>
      </thead>
      <tbody>
        {stations.map((station) => {
          const parent = station.parent ? bySid.get(station.parent) : undefined;
          return (
            <tr
              key={station.sid}
              className={station.active ? list.row : `${list.row} ${classes.inactive}`}
              tabIndex={0}
              aria-label={`${station.projId} ${station.name}`}
              onClick={() => open(station.sid)}
              onKeyDown={(event) => onKeyDown(event, station.sid)}
            >
              <td className={classes.project}><Text size="sm" fw={600} ff="monospace" span><Marked text={station.projId} words={words} /></Text></td>
              <td>
                <Group gap={8} wrap="nowrap">
                  <Text size="sm" fw={500} span className={classes.name}><Marked text={station.name} words={words} /></Text>
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
              </td>
              <Box component="td" visibleFrom="sm"><Text size="sm" span><Marked text={station.customer} words={words} /></Text></Box>
              <Box component="td" visibleFrom="sm"><Text size="sm" span><Marked text={station.product} words={words} /></Text></Box>
              <Box component="td" visibleFrom="sm"><Text size="sm" c="dimmed" span><Marked text={station.reactor} words={words} /></Text></Box>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});
