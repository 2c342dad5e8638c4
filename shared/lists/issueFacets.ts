// The facets that narrow the NCR list and the NCR board, from their URL (shared/paths.ts IssueListWhere):
// /ncr?assignee=Anna%20Berger&category=Major&station=12161&product=GFN%2020%20kV&reported=2026-01-05..2026-01-11
// and, since issue 36, the root cause (rc=Material), the effectiveness review (eff=Not%20reviewed) and the internal
// status (status=Resolved), each by number or label.
// (also /ncr/board?…&kiosk=TOKEN). A key may repeat (assignee=A&assignee=B: either); different keys must all
// match. A value that cannot be understood (a category that does not exist, a station that is not an id, a date
// range that is none, an empty value) is ignored, never an error. The CSV export takes the same facets.
import {
  EFFECTIVENESS_LABELS, ID_MAX, ISSUE_CATEGORY_LABELS, ISSUE_STATUS_LABELS, ROOT_CAUSE_LABELS, SHORT_TEXT_MAX,
  type Effectiveness, type IssueCategory, type IssueStatus, type RootCause,
} from '../constants.ts';
import { parseDateOnly } from '../dates.ts';
import type { IssueSummary } from '../records.ts';

export const ISSUE_FACET_KEYS = ['assignee', 'category', 'station', 'product', 'reported', 'rc', 'eff', 'status'] as const;
export type IssueFacetKey = (typeof ISSUE_FACET_KEYS)[number];

/** One facet of the URL: its key and its value as written there. */
export interface IssueFacetParam { key: IssueFacetKey; raw: string }

/** Both days included. */
export interface DateRange { from: string; to: string }

/** What the NCRs are narrowed to; an empty list does not narrow. */
export interface IssueFacetValues {
  /** Person names, folded (foldName). */
  assignees: string[];
  categories: IssueCategory[];
  stations: number[];
  /** Whole products, folded (foldName). */
  products: string[];
  reported: DateRange[];
  rootCauses: RootCause[];
  effectiveness: Effectiveness[];
  statuses: IssueStatus[];
}

export interface IssueFacets extends IssueFacetValues {
  /** The facets that apply, in the order of the URL (for the chips and the kiosk's title line). */
  active: IssueFacetParam[];
  /** Values that were not understood and are left out. */
  ignored: IssueFacetParam[];
}

export const NO_ISSUE_FACETS: IssueFacetValues = { assignees: [], categories: [], stations: [], products: [], reported: [], rootCauses: [], effectiveness: [], statuses: [] };

/** A parser of a choice by its number ('2') or its label ('Major', any case): null when there is none. */
function choiceParser<V extends number>(labels: Record<V, string>): (raw: string) => V | null {
  const byLabel = new Map(Object.entries(labels).map(([value, label]) => [(label as string).toLowerCase(), Number(value) as V]));
  return (raw) => {
    const value = raw.trim();
    if (/^\d{1,3}$/.test(value)) return Number(value) in labels ? Number(value) as V : null;
    return byLabel.get(value.toLowerCase()) ?? null;
  };
}

/** A category by its number ('2') or its label ('Major', any case); null when there is none. */
export const parseCategory = choiceParser<IssueCategory>(ISSUE_CATEGORY_LABELS);
/** A root-cause category by number or label ('Material'; 'Not set' is 0). */
export const parseRootCause = choiceParser<RootCause>(ROOT_CAUSE_LABELS);
/** An effectiveness result by number or label ('Not reviewed' is 0). */
export const parseEffectiveness = choiceParser<Effectiveness>(EFFECTIVENESS_LABELS);
/** An internal status by number or label ('Resolved'). */
export const parseIssueStatus = choiceParser<IssueStatus>(ISSUE_STATUS_LABELS);

/** A station id (plain digits, 1 to ID_MAX); null otherwise. */
export function parseStationId(raw: string): number | null {
  const value = raw.trim();
  if (!/^\d{1,10}$/.test(value)) return null;
  const sid = Number(value);
  return sid >= 1 && sid <= ID_MAX ? sid : null;
}

/** A name (a person, a product) as it is compared: trimmed, inner spaces collapsed, lower case; null when empty or too long. */
export function foldName(raw: string): string | null {
  const value = raw.trim().replace(/\s+/g, ' ');
  return value === '' || value.length > SHORT_TEXT_MAX ? null : value.toLowerCase();
}

/** 'YYYY-MM-DD..YYYY-MM-DD' (real dates, the first not after the second); null otherwise. */
export function parseDateRange(raw: string): DateRange | null {
  const match = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(raw.trim());
  if (!match) return null;
  const [from, to] = [parseDateOnly(match[1]), parseDateOnly(match[2])];
  return from && to && from <= to ? { from, to } : null;
}

/** Each key's parser and where its values go; equal values are the same facet. */
const FACETS = {
  assignee: { parse: foldName, list: 'assignees' },
  category: { parse: parseCategory, list: 'categories' },
  station: { parse: parseStationId, list: 'stations' },
  product: { parse: foldName, list: 'products' },
  reported: { parse: parseDateRange, list: 'reported' },
  rc: { parse: parseRootCause, list: 'rootCauses' },
  eff: { parse: parseEffectiveness, list: 'effectiveness' },
  status: { parse: parseIssueStatus, list: 'statuses' },
} as const satisfies Record<IssueFacetKey, { parse: (raw: string) => unknown; list: keyof IssueFacetValues }>;

const isFacetKey = (key: string): key is IssueFacetKey => key in FACETS;
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A facet's value as it is compared; null when it is not understood. */
export function parseFacetValue(facet: IssueFacetParam): IssueFacetValues[keyof IssueFacetValues][number] | null {
  return FACETS[facet.key].parse(facet.raw);
}

/** A URL's parameters, as URLSearchParams gives them. */
export type QueryPairs = Iterable<readonly [string, string]>;

/** The facets of a URL's parameters; other parameters (the list's view, kiosk=) are left alone. */
export function parseIssueFacets(params: QueryPairs): IssueFacets {
  const facets: IssueFacets = {
    assignees: [], categories: [], stations: [], products: [], reported: [], rootCauses: [], effectiveness: [], statuses: [], active: [], ignored: [],
  };
  for (const [key, raw] of params) {
    if (!isFacetKey(key)) continue;
    const param: IssueFacetParam = { key, raw };
    const value = parseFacetValue(param);
    if (value === null) {
      if (raw.trim() !== '') facets.ignored.push(param);
      continue;
    }
    const list = facets[FACETS[key].list] as unknown[];
    if (list.some((known) => sameValue(known, value))) continue;
    list.push(value);
    facets.active.push(param);
  }
  return facets;
}

/**
 * Only the facet parameters of a URL's parameters, in their order, as a query string ('' without any): the same
 * string for two URLs with the same facets, whatever else (the list's view, kiosk=) differs. A screen parses the
 * facets again only when it changes, so that typing a search (which replaces the URL) keeps the same facets.
 */
export function issueFacetQuery(params: QueryPairs): string {
  const pairs: string[] = [];
  for (const [key, raw] of params) if (isFacetKey(key)) pairs.push(`${key}=${encodeURIComponent(raw)}`);
  return pairs.join('&');
}

/** Whether an NCR passes the facets: every key given matches (any of its values). */
export function matchesIssueFacets(issue: Pick<IssueSummary, 'assTo' | 'cat' | 'sid' | 'prod' | 'rep' | 'rc' | 'eff' | 'status'>, facets: IssueFacetValues): boolean {
  const within = (range: DateRange) => {
    const reported = parseDateOnly(issue.rep);
    return reported !== null && reported >= range.from && reported <= range.to;
  };
  return (facets.assignees.length === 0 || facets.assignees.includes(foldName(issue.assTo ?? '') ?? ''))
    && (facets.categories.length === 0 || facets.categories.includes(issue.cat))
    && (facets.stations.length === 0 || facets.stations.includes(issue.sid))
    && (facets.products.length === 0 || facets.products.includes(foldName(issue.prod) ?? ''))
    && (facets.reported.length === 0 || facets.reported.some(within))
    && (facets.rootCauses.length === 0 || facets.rootCauses.includes(issue.rc))
    && (facets.effectiveness.length === 0 || facets.effectiveness.includes(issue.eff))
    && (facets.statuses.length === 0 || facets.statuses.includes(issue.status));
}

/** The URL's parameters without one facet (every spelling of its value), keeping the others, the view and kiosk=. */
export function withoutIssueFacet(params: QueryPairs, facet: IssueFacetParam): [string, string][] {
  const value = parseFacetValue(facet);
  return [...params].filter(([key, raw]) => key !== facet.key || !sameValue(parseFacetValue({ key, raw }), value))
    .map(([key, raw]) => [key, raw]);
}
