// The station list's search, status filter and sort columns (SPEC §5), as pure functions.
import { STATION_FILTER, type StationFilter } from '../../../shared/constants.ts';
import { parseDateOnly } from '../../../shared/dates.ts';
import type { StationListItem } from '../../../shared/records.ts';
import { textKey, type SortColumn } from '../../lib/listSort.ts';
import type { ListViewSpec } from '../../lib/listView.ts';
import { rowMatchesAllWords, searchWords } from '../../lib/wordSearch.ts';

type Searchable = Pick<StationListItem, 'projId' | 'name' | 'customer' | 'reactor' | 'product'>;

const searchedTexts = (station: Searchable) => [station.projId, station.name, station.customer, station.reactor, station.product];

/** True when every word occurs (case-insensitively) in the project id, name, customer, reactor or product. */
export function matchesSearch(station: Searchable, words: readonly string[]): boolean {
  return rowMatchesAllWords(station, searchedTexts, words);
}

/** True when the station passes the status filter; Warranty Left means a warranty end after `today`. */
export function matchesFilter(station: Pick<StationListItem, 'active' | 'ncr' | 'pr' | 'wend'>, filter: StationFilter, today: string): boolean {
  switch (filter) {
    case STATION_FILTER.Active: return station.active;
    case STATION_FILTER.NcrActive: return station.ncr;
    case STATION_FILTER.RemainingPayment: return station.pr;
    case STATION_FILTER.WarrantyLeft: {
      const end = parseDateOnly(station.wend);
      return end !== null && end > today;
    }
    default: return true;
  }
}

/** The stations that pass the search phrase and the filter, in the order given. */
export function filterStations<T extends StationListItem>(stations: readonly T[], phrase: string, filter: StationFilter, today: string): T[] {
  const words = searchWords(phrase);
  if (words.length === 0 && filter === STATION_FILTER.All) return stations.slice();
  return stations.filter((station) => matchesFilter(station, filter, today) && matchesSearch(station, words));
}

/** A stored filter value back to a StationFilter; anything unknown is All. */
export function toStationFilter(value: unknown): StationFilter {
  const number = Number(value);
  return (Object.values(STATION_FILTER) as number[]).includes(number) ? (number as StationFilter) : STATION_FILTER.All;
}

/** The columns the list sorts by (its headers); without a sort the list is newest first, as the server sends it. */
export const STATION_SORT_COLUMNS = {
  projId: (station) => textKey(station.projId),
  name: (station) => textKey(station.name),
  customer: (station) => textKey(station.customer),
  product: (station) => textKey(station.product),
  reactor: (station) => textKey(station.reactor),
} satisfies Record<string, SortColumn<StationListItem>>;
export type StationSortKey = keyof typeof STATION_SORT_COLUMNS;

/** The station list's view in the URL (/service?q=…&filter=…&sort=…&dir=desc&page=…) and session storage. */
export const STATION_LIST_VIEW: ListViewSpec<StationFilter, StationSortKey> = {
  storageKey: 'stationdesk.stations.view',
  defaultFilter: STATION_FILTER.All,
  toFilter: (value) => (value.trim() !== '' && toStationFilter(value) === Number(value) ? toStationFilter(value) : null),
  sortKeys: Object.keys(STATION_SORT_COLUMNS) as StationSortKey[],
};
