// Sorting and paging of the list screens, on the client, fast enough for 20000 rows: each row's sort key is
// computed once (cached by row object, so a live update re-keys only the rows it replaced), and a sorted list
// is kept for each list array, column and direction, so filtering and paging never sort again.
import { ascendingOrder, descendingFrom, type ListSort, type SortColumn, type SortDir, type SortKey } from '../../../shared/lists/sortKeys.ts';

const keyCache = new WeakMap<SortColumn<never>, WeakMap<object, SortKey>>();
const sortedCache = new WeakMap<readonly object[], Map<SortColumn<never>, SortedEntry<never>>>();

function keysOf<T extends object>(rows: readonly T[], column: SortColumn<T>): SortKey[] {
  let cache = keyCache.get(column as SortColumn<never>);
  if (!cache) keyCache.set(column as SortColumn<never>, (cache = new WeakMap()));
  const keys = new Array<SortKey>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    let key = cache.get(row);
    if (key === undefined) cache.set(row, (key = column(row)));
    keys[i] = key;
  }
  return keys;
}

/**
 * `rows` sorted by `column` in `dir` (shared/lists/sortKeys.ts: empty keys last either way, equal keys in their
 * order). The same array comes back for the same rows, column and direction.
 */
export function sortRows<T extends object>(rows: readonly T[], column: SortColumn<T>, dir: SortDir): readonly T[] {
  let byColumn = sortedCache.get(rows);
  if (!byColumn) sortedCache.set(rows, (byColumn = new Map()));
  let entry = byColumn.get(column as SortColumn<never>) as SortedEntry<T> | undefined;
  if (!entry) byColumn.set(column as SortColumn<never>, (entry = sortAscending(rows, column)) as SortedEntry<never>);
  if (dir === 'asc') return entry.asc;
  entry.desc ??= descendingFrom(entry.asc, entry.keys, entry.filled);
  return entry.desc;
}

interface SortedEntry<T> { asc: readonly T[]; desc?: readonly T[]; keys: readonly SortKey[]; filled: number }

function sortAscending<T extends object>(rows: readonly T[], column: SortColumn<T>): SortedEntry<T> {
  const keys = keysOf(rows, column);
  const { order, filled } = ascendingOrder(keys);
  return { asc: order.map((index) => rows[index]!), keys: order.map((index) => keys[index]!), filled };
}

/** `rows` in the order of `sort` (by its column in `columns`), or as they are without one. */
export function sortList<T extends object, K extends string>(rows: readonly T[], sort: ListSort<K> | null, columns: Record<K, SortColumn<T>>): readonly T[] {
  return sort ? sortRows(rows, columns[sort.key], sort.dir) : rows;
}

/** The number of pages for `count` rows (at least 1). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** A page number kept inside 1…pages. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pages);
}

/** One page of rows: the rows, the page it is (kept inside the pages there are), the number of pages, and the
 * rows' place in the whole ('1–28 of 187'). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { rows: T[]; page: number; pages: number; from: number; to: number } {
  const pages = pageCount(rows.length, pageSize);
  const current = clampPage(page, pages);
  const start = (current - 1) * pageSize;
  const slice = rows.slice(start, start + pageSize);
  return { rows: slice, page: current, pages, from: slice.length ? start + 1 : 0, to: start + slice.length };
}
