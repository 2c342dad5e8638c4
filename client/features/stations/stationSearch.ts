// The station list's search and status filter (SPEC §5), as pure functions.
import { STATION_FILTER, type StationFilter } from '../../../shared/constants.ts';
import { parseDateOnly } from '../../../shared/dates.ts';
import type { StationListItem } from '../../../shared/records.ts';
import { matchesAllWords, searchWords } from '../../lib/wordSearch.ts';

type Searchable = Pick<StationListItem, 'projId' | 'name' | 'customer' | 'reactor' | 'product'>;

/** True when every word occurs (case-insensitively) in the project id, name, customer, reactor or product. */
export function matchesSearch(station: Searchable, words: readonly string[]): boolean {
  return matchesAllWords([station.projId, station.name, station.customer, station.reactor, station.product], words);
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

export function filterStations<T extends StationListItem>(stations: readonly T[], phrase: string, filter: StationFilter, today: string): T[] {
  const words = searchWords(phrase);
  return stations.filter((station) => matchesFilter(station, filter, today) && matchesSearch(station, words));
}

/** A stored filter value back to a StationFilter; anything unknown is All. */
export function toStationFilter(value: unknown): StationFilter {
  const number = Number(value);
  return (Object.values(STATION_FILTER) as number[]).includes(number) ? (number as StationFilter) : STATION_FILTER.All;
}

/** The number of pages for `count` rows (at least 1) and a page number kept inside it. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pages);
}
