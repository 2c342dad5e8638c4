// What the command palette finds for a query: pages of the shortcut table, stations and NCRs, by the list
// screens' own search rules (shared/lists), a few of each.
import { matchesSearch as issueMatches } from '../../../shared/lists/issueList.ts';
import { matchesAllWords, searchWords } from '../../../shared/lists/search.ts';
import { matchesSearch as stationMatches } from '../../../shared/lists/stationList.ts';
import type { IssueSummary, StationListItem } from '../../../shared/records.ts';

/** At most this many stations and as many NCRs: enough to choose from, few enough to read. */
export const PALETTE_GROUP_LIMIT = 8;

export interface PaletteLists<P extends { label: string }> {
  pages: readonly P[];
  stations: readonly StationListItem[];
  issues: readonly IssueSummary[];
}

export interface PaletteResults<P> {
  pages: P[];
  stations: StationListItem[];
  issues: IssueSummary[];
}

/**
 * The first `limit` rows that match, in the list's order (newest first), except that rows whose id is the whole
 * query come first: a project id or NCR number typed in full finds its record among many that contain it.
 */
function firstMatches<T>(rows: readonly T[], matches: (row: T) => boolean, isId: (row: T) => boolean, limit: number): T[] {
  const exact: T[] = [];
  const others: T[] = [];
  for (const row of rows) {
    if (!matches(row)) continue;
    if (isId(row)) exact.push(row);
    else if (others.length < limit) others.push(row);
  }
  return [...exact, ...others].slice(0, limit);
}

/**
 * Pages whose label has every word (all of them before the search applies), stations by project id, name,
 * customer, reactor or product, and NCRs by number, station or product: the searches of the list screens,
 * which apply from SEARCH_MIN_CHARS characters. A list of 20000 stations is searched in a few milliseconds,
 * as the rows' lower-cased texts are kept (rowMatchesAllWords).
 */
export function paletteResults<P extends { label: string }>(query: string, lists: PaletteLists<P>, limit = PALETTE_GROUP_LIMIT): PaletteResults<P> {
  const words = searchWords(query);
  const pages = lists.pages.filter((page) => matchesAllWords([page.label], words));
  if (words.length === 0) return { pages, stations: [], issues: [] };
  const id = query.trim().toLowerCase();
  return {
    pages,
    stations: firstMatches(lists.stations, (station) => stationMatches(station, words), (station) => station.projId.toLowerCase() === id, limit),
    issues: firstMatches(lists.issues, (issue) => issueMatches(issue, words), (issue) => issue.snid.toLowerCase() === id, limit),
  };
}
