// The stations list's rules (SPEC §5): its search, its status filter and its sort columns, as pure functions, so
// that the list on the screen and its CSV export (server/routes/exports.ts) hold the same stations in one order.
import { STATION_FILTER, type StationFilter } from '../constants.ts';
import { parseDateOnly } from '../dates.ts';
import type { StationListItem } from '../records.ts';
import { rowMatchesAllWords, searchWords } from './search.ts';
import { textKey, type SortColumn } from './sortKeys.ts';

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

/** Which stations the list shows for a search phrase and a filter ('YYYY-MM-DD' `today` for Warranty Left); null: all of them. */
export function stationListPredicate(phrase: string, filter: StationFilter, today: string): ((station: StationListItem) => boolean) | null {
  const words = searchWords(phrase);
  if (words.length === 0 && filter === STATION_FILTER.All) return null;
  return (station) => matchesFilter(station, filter, today) && matchesSearch(station, words);
}

/** The stations that pass the search phrase and the filter, in the order given. */
export function filterStations<T extends StationListItem>(stations: readonly T[], phrase: string, filter: StationFilter, today: string): T[] {
  const passes = stationListPredicate(phrase, filter, today);
  return passes ? stations.filter(passes) : stations.slice();
}

/** A stored filter value back to a StationFilter; anything unknown is All. */
export function toStationFilter(value: unknown): StationFilter {
  const number = Number(value);
  return (Object.values(STATION_FILTER) as number[]).includes(number) ? (number as StationFilter) : STATION_FILTER.All;
}

/** A filter as written in a URL ('0' to '4', in plain digits: not '1e0' or '0x1'); null when it is none. */
export function parseStationFilter(value: string): StationFilter | null {
  return /^\d+$/.test(value) && toStationFilter(value) === Number(value) ? toStationFilter(value) : null;
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
export const STATION_SORT_KEYS = Object.keys(STATION_SORT_COLUMNS) as [StationSortKey, ...StationSortKey[]];
