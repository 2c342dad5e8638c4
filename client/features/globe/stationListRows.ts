// The globe's list view, pure: its search (the list screens' rule, shared/lists/search.ts) and its sorting
// (client/lib/lists/listSort.ts) over the located stations.
import type { StationLocation } from '../../../shared/records.ts';
import { rowMatchesAllWords, searchWords } from '../../../shared/lists/search.ts';
import { textKey, type ListSort, type SortColumn } from '../../../shared/lists/sortKeys.ts';
import { sortList } from '../../lib/lists/listSort.ts';
import { commissionedYear } from './commissionedYear.ts';

export type StationListColumn = 'name' | 'type' | 'country' | 'year';

const COLUMNS: Record<StationListColumn, SortColumn<StationLocation>> = {
  name: (location) => textKey(location.name),
  type: (location) => textKey(location.type),
  country: (location) => textKey(location.country),
  year: (location) => commissionedYear(location.year),
};

/** What the search looks in (a constant: shared/lists/search.ts keeps each row's texts by this function). */
const searched = (location: StationLocation) => [location.name, location.type, location.country, String(commissionedYear(location.year) ?? '')];

/** The list's own order, when no column is sorted: by country, then name. */
export function byCountry(locations: readonly StationLocation[]): StationLocation[] {
  return [...locations].sort((a, b) => textKey(a.country).localeCompare(textKey(b.country)) || textKey(a.name).localeCompare(textKey(b.name)));
}

/** The rows shown: `ordered` (in the list's own order) sorted by `sort`, narrowed by the search. */
export function stationListRows(ordered: readonly StationLocation[], search: string, sort: ListSort<StationListColumn> | null): readonly StationLocation[] {
  const words = searchWords(search);
  const sorted = sortList(ordered, sort, COLUMNS);
  return words.length ? sorted.filter((location) => rowMatchesAllWords(location, searched, words)) : sorted;
}
