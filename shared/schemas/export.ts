// The queries of the CSV exports of the lists (their paths are in shared/endpoints.ts), which are the lists' own
// URL parameters (client/lib/lists/listView.ts, shared/lists/issueFacets.ts) without the page. Unlike the list screens, which ignore what they do not understand, an export refuses it: a 400 that names it.
import { z } from 'zod';
import {
  ACTION_STATUS_LABELS, ACTION_TYPE_LABELS, DEFAULT_ISSUE_FILTER, EFFECTIVENESS_LABELS, ISSUE_CATEGORY_LABELS, ISSUE_FILTER_LABELS, ISSUE_STATUS_LABELS,
  ROOT_CAUSE_LABELS, STATION_FILTER, STATION_FILTER_LABELS, type ActionStatus,
} from '../constants.ts';
import { ALL, DEFAULT_ACTION_VIEW, parseActionDue, parseActionOwner, parseActionStatus, parseActionType } from '../lists/actionList.ts';
import {
  foldName, parseCategory, parseDateRange, parseEffectiveness, parseIssueStatus, parseRootCause, parseStationId,
} from '../lists/issueFacets.ts';
import { ISSUE_SORT_KEYS, toIssueFilter } from '../lists/issueList.ts';
import { parseStationFilter, STATION_SORT_KEYS } from '../lists/stationList.ts';

/** The longest search phrase an export takes (nobody types more into a search box). */
export const EXPORT_SEARCH_MAX = 1000;

const once = (what: string) => z.string({ error: `must be given once, as ${what}` });

const search = once('text').max(EXPORT_SEARCH_MAX, `must be at most ${EXPORT_SEARCH_MAX} characters`).default('');

/** A filter number as written in the list's URL; `fallback` (the list's default) when left out. */
function filterParam<F extends number>(labels: Record<F, string>, parse: (value: string) => F | null, fallback: F) {
  const message = `must be one of ${Object.entries(labels).map(([value, label]) => `${value} (${label})`).join(', ')}`;
  return once('a number').optional().transform((value, ctx) => {
    const filter = value === undefined ? fallback : parse(value);
    if (filter !== null) return filter;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const sortParam = <K extends string>(keys: readonly [K, ...K[]]) => z.enum(keys, { error: `must be one of ${keys.join(', ')}` }).optional();
const direction = z.enum(['asc', 'desc'], { error: "must be 'asc' or 'desc'" }).default('asc');

/** A facet (shared/lists/issueFacets.ts): given any number of times, each value one that `parse` understands. */
function facetParam<T>(parse: (raw: string) => T | null, what: string) {
  return z.union([z.string(), z.array(z.string())], { error: `must be ${what}` }).optional().transform((given, ctx) => {
    const values: T[] = [];
    for (const raw of given === undefined ? [] : [given].flat()) {
      const value = parse(raw);
      if (value === null) ctx.addIssue({ code: 'custom', message: `'${raw}' is not ${what}` });
      else values.push(value);
    }
    return values;
  });
}

/** `?q=&filter=&sort=&dir=` of /service. */
export const stationExportQuery = z.object({
  q: search,
  filter: filterParam(STATION_FILTER_LABELS, parseStationFilter, STATION_FILTER.All),
  sort: sortParam(STATION_SORT_KEYS),
  dir: direction,
}).strict().transform(({ sort, dir, ...rest }) => ({ ...rest, sort: sort ? { key: sort, dir } : null }));
export type StationExportQuery = z.output<typeof stationExportQuery>;

const choices = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => `${value} or ${label}`).join(', ');

/** `?q=&filter=&sort=&dir=` of /ncr, and its facets (`assignee`, `category`, `station`, `product`, `reported`, `rc`, `eff`, `status`). */
export const issueExportQuery = z.object({
  q: search,
  filter: filterParam(ISSUE_FILTER_LABELS, toIssueFilter, DEFAULT_ISSUE_FILTER),
  sort: sortParam(ISSUE_SORT_KEYS),
  dir: direction,
  assignee: facetParam(foldName, 'a name'),
  category: facetParam(parseCategory, `a category (${Object.entries(ISSUE_CATEGORY_LABELS).map(([value, label]) => `${value} or ${label}`).join(', ')})`),
  station: facetParam(parseStationId, 'a station id'),
  product: facetParam(foldName, 'a product'),
  reported: facetParam(parseDateRange, 'a date range (YYYY-MM-DD..YYYY-MM-DD)'),
  rc: facetParam(parseRootCause, `a root cause (${choices(ROOT_CAUSE_LABELS)})`),
  eff: facetParam(parseEffectiveness, `an effectiveness result (${choices(EFFECTIVENESS_LABELS)})`),
  status: facetParam(parseIssueStatus, `a status (${choices(ISSUE_STATUS_LABELS)})`),
}).strict().transform(({ q, filter, sort, dir, assignee, category, station, product, reported, rc, eff, status }) => ({
  q, filter, sort: sort ? { key: sort, dir } : null,
  facets: { assignees: assignee, categories: category, stations: station, products: product, reported, rootCauses: rc, effectiveness: eff, statuses: status },
}));
export type IssueExportQuery = z.output<typeof issueExportQuery>;

/** A parameter of My actions' URL given at most once, understood by `parse`, or `fallback` when left out. */
function actionParam<T>(parse: (raw: string) => T | null, what: string, fallback: T) {
  return once(what).optional().transform((value, ctx) => {
    if (value === undefined) return fallback;
    const parsed = parse(value);
    if (parsed !== null) return parsed;
    ctx.addIssue({ code: 'custom', message: `'${value}' is not ${what}` });
    return z.NEVER;
  });
}

/** A status, or any ('all'): wrapped, since null (any) is a value here. */
function statusOrAll(raw: string): { status: ActionStatus | null } | null {
  if (raw.trim().toLowerCase() === ALL) return { status: null };
  const status = parseActionStatus(raw);
  return status === null ? null : { status };
}

/**
 * `?owner=&type=&status=&due=` of /actions (shared/lists/actionList.ts): whose actions ('me' when left out: the
 * signed-in person's), which type, which status (Open when left out, 'all' for any) and which due dates.
 */
export const actionExportQuery = z.object({
  owner: actionParam(parseActionOwner, "a person's name, 'me', 'all' or 'none'", DEFAULT_ACTION_VIEW.owner),
  type: actionParam(parseActionType, `an action type (${choices(ACTION_TYPE_LABELS)})`, null),
  status: actionParam(statusOrAll, `an action status (${choices(ACTION_STATUS_LABELS)}) or 'all'`, { status: DEFAULT_ACTION_VIEW.status }),
  due: actionParam(parseActionDue, "'overdue', 'none', 'within:N' or a date range (YYYY-MM-DD..YYYY-MM-DD, either end may be left out)", DEFAULT_ACTION_VIEW.due),
}).strict().transform(({ status, ...rest }) => ({ ...rest, status: status.status }));
export type ActionExportQuery = z.output<typeof actionExportQuery>;
