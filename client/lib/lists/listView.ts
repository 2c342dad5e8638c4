// A list screen's view — search phrase, filter, sort and page — as URL parameters, so that a view can be linked,
// bookmarked and moved through with Back and Forward: ?q=<phrase>&filter=<n>&sort=<column>&dir=desc&page=<n>.
// A value that is the default is left out of the URL. Pure functions; the hook is useListView.ts.
import type { ListSort } from '../../../shared/lists/sortKeys.ts';

export interface ListView<F extends number = number, K extends string = string> {
  /** As typed (not trimmed): the search rule (SPEC §5) applies to it. */
  search: string;
  filter: F;
  /** null: the list's own order (as the server sends it). */
  sort: ListSort<K> | null;
  /** From 1; the screen keeps it inside the pages there are. */
  page: number;
}

export interface ListViewSpec<F extends number = number, K extends string = string> {
  /** Where session storage keeps the last view (SPEC §2: search and filter are kept in session storage). */
  storageKey: string;
  defaultFilter: F;
  /** A URL value to a filter, or null when it is none. */
  toFilter(value: string): F | null;
  /** The columns the list sorts by, as they appear in `sort=`. */
  sortKeys: readonly K[];
  /**
   * Other parameters that narrow the list (the NCR list's facets): kept in the URL beside the view, not in
   * session storage, and a URL with one of them is not replaced by the stored view.
   */
  narrowingParams?: readonly string[];
}

/** The URL parameters of a list view; any other parameter of the URL is left alone. */
export const LIST_VIEW_PARAMS = ['q', 'filter', 'sort', 'dir', 'page'] as const;

/** True when the URL says something about the view (then it is the whole view: what it leaves out is the default). */
export function hasListView(params: URLSearchParams, spec: Pick<ListViewSpec, 'narrowingParams'>): boolean {
  return [...LIST_VIEW_PARAMS, ...spec.narrowingParams ?? []].some((name) => params.has(name));
}

export function readListView<F extends number, K extends string>(params: URLSearchParams, spec: ListViewSpec<F, K>): ListView<F, K> {
  const filterValue = params.get('filter');
  const sortKey = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  return {
    search: params.get('q') ?? '',
    filter: (filterValue === null ? null : spec.toFilter(filterValue)) ?? spec.defaultFilter,
    sort: sortKey !== null && (spec.sortKeys as readonly string[]).includes(sortKey)
      ? { key: sortKey as K, dir: params.get('dir') === 'desc' ? 'desc' : 'asc' }
      : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL parameters of `view` (defaults left out), on top of `base`'s parameters that are not the view's. */
export function writeListView<F extends number, K extends string>(view: ListView<F, K>, spec: ListViewSpec<F, K>, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of LIST_VIEW_PARAMS) params.delete(name);
  if (view.search !== '') params.set('q', view.search);
  if (view.filter !== spec.defaultFilter) params.set('filter', String(view.filter));
  if (view.sort) {
    params.set('sort', view.sort.key);
    if (view.sort.dir === 'desc') params.set('dir', 'desc');
  }
  if (view.page > 1) params.set('page', String(Math.trunc(view.page)));
  return params;
}

/** True for the view a list opens in: no search, the default filter, the list's own order, the first page. */
export function isDefaultListView<F extends number, K extends string>(view: ListView<F, K>, spec: ListViewSpec<F, K>): boolean {
  return writeListView(view, spec).size === 0;
}

/** A click on a column header: that column ascending, or the other way round when it is the sorted column already. */
export function toggleSort<K extends string>(current: ListSort<K> | null, key: K): ListSort<K> {
  if (current?.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: 'asc' };
}
