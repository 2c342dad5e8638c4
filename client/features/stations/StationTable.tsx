import { Anchor, Badge } from '@mantine/core';
import { IconCornerDownRight } from '@tabler/icons-react';
import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import type { StationListItem } from '../../../shared/records.ts';
import { sameWords, wordsIn } from '../../../shared/lists/search.ts';
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
  /** Opens a station (stable: the rows are memoised). */
  onOpen: (sid: number) => void;
}

/** Each column's width is set (StationTable.module.css), so that it stays as the rows change. */
const COLUMNS: { key: StationSortKey; label: string; width: string | undefined; wide?: true }[] = [
  { key: 'projId', label: 'Project', width: classes.colProject },
  { key: 'name', label: 'Name', width: classes.colName },
  { key: 'customer', label: 'Customer', width: classes.colCustomer, wide: true },
  { key: 'product', label: 'Product', width: classes.colProduct, wide: true },
  { key: 'reactor', label: 'Reactor', width: classes.colReactor, wide: true },
];

/** The texts a row marks the search words in, joined by a character no word holds. */
const markedTexts = (station: StationListItem) => [station.projId, station.name, station.customer, station.product, station.reactor].join('\u0000');

const stopPropagation = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

interface StationRowProps {
  station: StationListItem;
  /** The station it is a sub-project of, when that is listed. */
  parent: StationListItem | undefined;
  /** The search words that occur in the row's texts: the row re-renders when they change, not at every keystroke. */
  words: readonly string[];
  onOpen: (sid: number) => void;
}

/**
 * One row, in plain elements styled as Mantine's Text (Marked, StationTable.module.css): a page of rows renders
 * without the hundred Mantine components it took, which were most of the list's first render and of a keystroke.
 */
const StationRow = memo(function StationRow({ station, parent, words, onOpen }: StationRowProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(station.sid);
    }
  };
  return (
    <tr className={station.active ? list.row : `${list.row} ${classes.inactive}`} tabIndex={0} aria-label={`${station.projId} ${station.name}`}
      onClick={() => onOpen(station.sid)} onKeyDown={onKeyDown}>
      <td className={classes.project}><Marked text={station.projId} words={words} size="sm" strong className={classes.mono} /></td>
      <td>
        <div className={classes.nameLine}>
          <Marked text={station.name} words={words} size="sm" className={classes.name} />
          {station.ncr && <Badge size="xs" color="red" variant="filled" title="NCR active" className={classes.badge}>NCR</Badge>}
          {!station.active && <Badge size="xs" color="gray" variant="light" className={classes.badge}>Inactive</Badge>}
        </div>
        {parent && (
          <div className={classes.parent} data-testid="row-parent">
            <IconCornerDownRight size={12} aria-hidden className={classes.parentIcon} />
            Sub-project of{' '}
            <Anchor component={Link} to={paths.station(parent.sid)} size="xs" onClick={stopPropagation} onKeyDown={stopPropagation}>
              {parent.projId} {parent.name}
            </Anchor>
          </div>
        )}
        <div className={classes.narrowCustomer}>{station.customer}</div>
      </td>
      <td className={classes.wide}><Marked text={station.customer} words={words} size="sm" /></td>
      <td className={classes.wide}><Marked text={station.product} words={words} size="sm" /></td>
      <td className={classes.wide}><Marked text={station.reactor} words={words} size="sm" dimmed /></td>
    </tr>
  );
}, (a, b) => a.station === b.station && a.parent === b.parent && a.onOpen === b.onOpen && sameWords(a.words, b.words));

/** One page of the station list; a row opens its station on click or Enter; a header click sorts. */
export const StationTable = memo(function StationTable({ stations, words, bySid, sort, onSort, onOpen }: StationTableProps) {
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
        {stations.map((station) => (
          <StationRow key={station.sid} station={station} parent={station.parent ? bySid.get(station.parent) : undefined}
            words={wordsIn(markedTexts(station), words)} onOpen={onOpen} />
        ))}
      </tbody>
    </table>
  );
});
