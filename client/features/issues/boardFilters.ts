// The NCR board's URL filters for team screens, as pure functions:
// /ncr/board?assignee=Anna%20Berger&category=Major&station=12161 (also with kiosk=TOKEN). A key may repeat
// (assignee=A&assignee=B: either); different keys must all match. A value that cannot be understood (a
// category that does not exist, a station that is not an id, an empty value) is ignored, never an error.
import { ID_MAX, ISSUE_CATEGORY_LABELS, SHORT_TEXT_MAX, type IssueCategory } from '../../../shared/constants.ts';
import type { IssueSummary } from '../../../shared/records.ts';

export const BOARD_FILTER_KEYS = ['assignee', 'category', 'station'] as const;
export type BoardFilterKey = (typeof BOARD_FILTER_KEYS)[number];

/** One filter of the URL: its key and its value as written there. */
export interface BoardFilterParam { key: BoardFilterKey; raw: string }

export interface BoardFilters {
  /** Person names, lower case. */
  assignees: string[];
  categories: IssueCategory[];
  stations: number[];
  /** The filters that apply, in the order of the URL (for the chips and the kiosk's title line). */
  active: BoardFilterParam[];
  /** Values that were not understood and are left out. */
  ignored: BoardFilterParam[];
}

const CATEGORY_BY_LABEL = new Map(Object.entries(ISSUE_CATEGORY_LABELS)
  .map(([value, label]) => [label.toLowerCase(), Number(value) as IssueCategory]));

/** A category by its number ('2') or its label ('Major', any case); null when there is none. */
export function parseCategory(raw: string): IssueCategory | null {
  const value = raw.trim();
  if (/^\d{1,3}$/.test(value)) return Number(value) in ISSUE_CATEGORY_LABELS ? Number(value) as IssueCategory : null;
  return CATEGORY_BY_LABEL.get(value.toLowerCase()) ?? null;
}

/** A station id (plain digits, 1 to ID_MAX); null otherwise. */
export function parseStationId(raw: string): number | null {
  const value = raw.trim();
  if (!/^\d{1,10}$/.test(value)) return null;
  const sid = Number(value);
  return sid >= 1 && sid <= ID_MAX ? sid : null;
}

/** A person's name as it is compared: trimmed, inner spaces collapsed, lower case; null when empty or too long. */
export function normalizeAssignee(raw: string): string | null {
  const value = raw.trim().replace(/\s+/g, ' ');
  return value === '' || value.length > SHORT_TEXT_MAX ? null : value.toLowerCase();
}

export function parseBoardFilters(params: URLSearchParams): BoardFilters {
  const filters: BoardFilters = { assignees: [], categories: [], stations: [], active: [], ignored: [] };
  const add = <T>(list: T[], value: T | null, param: BoardFilterParam) => {
    if (value === null) {
      if (param.raw.trim() !== '') filters.ignored.push(param);
      return;
    }
    if (list.includes(value)) return;
    list.push(value);
    filters.active.push(param);
  };
  for (const [key, raw] of params) {
    const param = { key, raw } as BoardFilterParam;
    if (key === 'assignee') add(filters.assignees, normalizeAssignee(raw), param);
    else if (key === 'category') add(filters.categories, parseCategory(raw), param);
    else if (key === 'station') add(filters.stations, parseStationId(raw), param);
  }
  return filters;
}

export function hasBoardFilters(filters: BoardFilters): boolean {
  return filters.active.length > 0;
}

/** Whether an issue shows on the filtered board: every key given matches (any of its values). */
export function matchesBoardFilters(issue: Pick<IssueSummary, 'assTo' | 'cat' | 'sid'>, filters: BoardFilters): boolean {
  return (filters.assignees.length === 0 || filters.assignees.includes(normalizeAssignee(issue.assTo ?? '') ?? ''))
    && (filters.categories.length === 0 || filters.categories.includes(issue.cat))
    && (filters.stations.length === 0 || filters.stations.includes(issue.sid));
}

/** The URL's parameters without one filter (every spelling of that value), keeping the others and kiosk=. */
export function withoutBoardFilter(params: URLSearchParams, filter: BoardFilterParam): URLSearchParams {
  const same = (raw: string) => {
    if (filter.key === 'assignee') return normalizeAssignee(raw) === normalizeAssignee(filter.raw);
    if (filter.key === 'category') return parseCategory(raw) === parseCategory(filter.raw);
    return parseStationId(raw) === parseStationId(filter.raw);
  };
  return new URLSearchParams([...params].filter(([key, raw]) => key !== filter.key || !same(raw)));
}

const KEY_LABELS: Record<BoardFilterKey, string> = { assignee: 'Assignee', category: 'Category', station: 'Station' };

/**
 * A filter's value as the screen shows it: people and stations named as the NCRs name them where one matches
 * (a station the board has no NCR of shows its number), categories by label.
 */
function filterValueText(filter: BoardFilterParam, issues: readonly Pick<IssueSummary, 'assTo' | 'sid' | 'stn'>[]): string {
  switch (filter.key) {
    case 'assignee': {
      const name = normalizeAssignee(filter.raw);
      const known = issues.find((issue) => normalizeAssignee(issue.assTo ?? '') === name)?.assTo;
      return known ?? filter.raw.trim().replace(/\s+/g, ' ');
    }
    case 'category': {
      const category = parseCategory(filter.raw);
      return category === null ? filter.raw : ISSUE_CATEGORY_LABELS[category];
    }
    case 'station': {
      const sid = parseStationId(filter.raw);
      return issues.find((issue) => issue.sid === sid)?.stn || `#${sid ?? filter.raw}`;
    }
  }
}

/** A filter's chip: 'Assignee: Anna Berger', 'Category: Major', 'Station: Linz North'. */
export function boardFilterLabel(filter: BoardFilterParam, issues: readonly Pick<IssueSummary, 'assTo' | 'sid' | 'stn'>[]): string {
  return `${KEY_LABELS[filter.key]}: ${filterValueText(filter, issues)}`;
}

/** The wall screen's title line: 'Assignee: Anna Berger, Jonas Weber · Category: Major'; '' without filters. */
export function boardFilterTitle(filters: BoardFilters, issues: readonly Pick<IssueSummary, 'assTo' | 'sid' | 'stn'>[]): string {
  return BOARD_FILTER_KEYS.flatMap((key) => {
    const values = filters.active.filter((filter) => filter.key === key).map((filter) => filterValueText(filter, issues));
    return values.length > 0 ? [`${KEY_LABELS[key]}: ${values.join(', ')}`] : [];
  }).join(' · ');
}
