// My actions (/actions, issue 36): which actions it lists and in which order, from its URL, as pure functions, so
// that the screen and its CSV export (server/routes/exports.ts) hold the same actions in one order.
// /actions?owner=Jonas%20Weber&type=Corrective&status=Done&due=2026-01-01..2026-01-31
// Left out, `owner` is the signed-in person ('me') and `status` is Open; `type` and `due` do not narrow. A value
// the screen does not understand is ignored (its default applies); the export refuses it (shared/schemas/export.ts).
import { ACTION_STATUS, ACTION_STATUS_LABELS, ACTION_TYPE_LABELS, type ActionStatus, type ActionType } from '../constants.ts';
import { isOverdue } from '../actionRules.ts';
import { parseDateOnly } from '../dates.ts';
import type { ActionListItem } from '../records.ts';
import { foldName, type QueryPairs } from './issueFacets.ts';

/** The URL parameters of My actions' view. */
export const ACTION_LIST_PARAMS = ['owner', 'type', 'status', 'due', 'page'] as const;

/** Whose actions: the signed-in person's, everyone's, nobody's (no owner), or one person's (folded: foldName). */
export type ActionOwner = { kind: 'me' } | { kind: 'all' } | { kind: 'none' } | { kind: 'person'; name: string };

/**
 * Which due dates: any; overdue (open and past its due date, shared/actionRules.ts); due from today up to
 * `days` ahead (overdue ones too: they are due by then); without a due date; or a range of days (either end open,
 * both included).
 */
export type ActionDue =
  | { kind: 'any' }
  | { kind: 'overdue' }
  | { kind: 'within'; days: number }
  | { kind: 'none' }
  | { kind: 'range'; from: string | null; to: string | null };

export interface ActionListView {
  owner: ActionOwner;
  /** null: any type. */
  type: ActionType | null;
  /** null: any status. */
  status: ActionStatus | null;
  due: ActionDue;
  /** From 1. */
  page: number;
}

export const DEFAULT_ACTION_VIEW: ActionListView = { owner: { kind: 'me' }, type: null, status: ACTION_STATUS.Open, due: { kind: 'any' }, page: 1 };

/** `owner=`, `status=` and `due=` values that are no person, status or range. */
export const ALL = 'all';
export const NOBODY = 'none';
export const DUE_OVERDUE = 'overdue';
/** 'within=7': due within 7 days; the screen offers these. */
export const DUE_WITHIN_DAYS = [7, 30] as const;

function byLabel<V extends number>(labels: Record<V, string>): (raw: string) => V | null {
  const values = new Map(Object.entries(labels).flatMap(([value, label]) => [[value, Number(value)], [(label as string).toLowerCase(), Number(value)]]));
  return (raw) => (values.get(raw.trim().toLowerCase()) as V | undefined) ?? null;
}

/** An action type by its number or label ('3', 'Corrective', any case); null otherwise. */
export const parseActionType = byLabel(ACTION_TYPE_LABELS);
/** An action status by its number or label ('0', 'Open', any case); null otherwise. */
export const parseActionStatus = byLabel(ACTION_STATUS_LABELS);

/** `owner=`: 'all', 'none' or a person's name; null when empty or too long. ('me' is the parameter left out.) */
export function parseActionOwner(raw: string): ActionOwner | null {
  const value = raw.trim().toLowerCase();
  if (value === 'me') return { kind: 'me' };
  if (value === ALL) return { kind: 'all' };
  if (value === NOBODY) return { kind: 'none' };
  const name = foldName(raw);
  return name === null ? null : { kind: 'person', name };
}

/** `due=`: 'overdue', 'none', 'within:N' (1–366 days) or 'YYYY-MM-DD..YYYY-MM-DD' with either end left out; null otherwise. */
export function parseActionDue(raw: string): ActionDue | null {
  const value = raw.trim().toLowerCase();
  if (value === DUE_OVERDUE) return { kind: 'overdue' };
  if (value === NOBODY) return { kind: 'none' };
  const within = /^within:(\d{1,3})$/.exec(value);
  if (within) {
    const days = Number(within[1]);
    return days >= 1 && days <= 366 ? { kind: 'within', days } : null;
  }
  const range = /^(\d{4}-\d{2}-\d{2})?\.\.(\d{4}-\d{2}-\d{2})?$/.exec(value);
  if (!range || (!range[1] && !range[2])) return null;
  const from = range[1] ? parseDateOnly(range[1]) : null;
  const to = range[2] ? parseDateOnly(range[2]) : null;
  if ((range[1] && !from) || (range[2] && !to) || (from && to && from > to)) return null;
  return { kind: 'range', from, to };
}

/** The view of a URL's parameters (the first of each name): each left out or not understood is its default. */
export function readActionListView(pairs: QueryPairs): ActionListView {
  const params = new Map<string, string>();
  for (const [name, raw] of pairs) if (!params.has(name)) params.set(name, raw);
  const read = <T>(name: string, parse: (raw: string) => T | null): T | null => {
    const raw = params.get(name);
    return raw === undefined ? null : parse(raw);
  };
  const status = params.get('status')?.trim().toLowerCase() === ALL ? null : read('status', parseActionStatus) ?? DEFAULT_ACTION_VIEW.status;
  const page = Number(params.get('page') ?? '1');
  return {
    owner: read('owner', parseActionOwner) ?? DEFAULT_ACTION_VIEW.owner,
    type: read('type', parseActionType),
    status,
    due: read('due', parseActionDue) ?? DEFAULT_ACTION_VIEW.due,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `owner=` of a view ('' when it is the default, me). */
export function ownerParam(owner: ActionOwner): string {
  switch (owner.kind) {
    case 'me': return '';
    case 'all': return ALL;
    case 'none': return NOBODY;
    case 'person': return owner.name;
  }
}

/** `due=` of a view ('' when it does not narrow). */
export function dueParam(due: ActionDue): string {
  switch (due.kind) {
    case 'any': return '';
    case 'overdue': return DUE_OVERDUE;
    case 'none': return NOBODY;
    case 'within': return `within:${due.days}`;
    case 'range': return `${due.from ?? ''}..${due.to ?? ''}`;
  }
}

/**
 * The URL parameters of a view, defaults left out, in the order of ACTION_LIST_PARAMS. A person is written as
 * `ownerName` spells it (the people list's) when that is the same name, since the view holds it folded.
 */
export function writeActionListView(view: ActionListView, ownerName?: string): [string, string][] {
  const params: [string, string][] = [];
  const owner = view.owner.kind === 'person' && ownerName && foldName(ownerName) === view.owner.name ? ownerName : ownerParam(view.owner);
  if (owner) params.push(['owner', owner]);
  if (view.type !== null) params.push(['type', ACTION_TYPE_LABELS[view.type]]);
  if (view.status !== DEFAULT_ACTION_VIEW.status) params.push(['status', view.status === null ? ALL : ACTION_STATUS_LABELS[view.status]]);
  const due = dueParam(view.due);
  if (due) params.push(['due', due]);
  if (view.page > 1) params.push(['page', String(view.page)]);
  return params;
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

type Listed = Pick<ActionListItem, 'owner' | 'type' | 'status' | 'due'>;

/** Whether an action's due date is in `due`, on the day `today`. */
export function matchesDue(action: Pick<ActionListItem, 'status' | 'due'>, due: ActionDue, today: string): boolean {
  const day = parseDateOnly(action.due);
  switch (due.kind) {
    case 'any': return true;
    case 'overdue': return isOverdue(action, today);
    case 'none': return day === null;
    case 'within': return day !== null && day <= addDays(today, due.days);
    case 'range': return day !== null && (due.from === null || day >= due.from) && (due.to === null || day <= due.to);
  }
}

/**
 * Which actions the view lists, for the person `me` (the signed-in account's; null or '' when it has none: its
 * own actions are then none), on the day `today` ('YYYY-MM-DD').
 */
export function actionListPredicate(view: Pick<ActionListView, 'owner' | 'type' | 'status' | 'due'>, me: string | null | undefined, today: string): (action: Listed) => boolean {
  const mine = me ? foldName(me) : null;
  const ownerMatches = (owner: string) => {
    switch (view.owner.kind) {
      case 'all': return true;
      case 'none': return owner === '';
      case 'me': return mine !== null && foldName(owner) === mine;
      case 'person': return foldName(owner) === view.owner.name;
    }
  };
  return (action) => ownerMatches(action.owner)
    && (view.type === null || action.type === view.type)
    && (view.status === null || action.status === view.status)
    && matchesDue(action, view.due, today);
}

/**
 * The list's order as a sort key: overdue ones first, then by due date (soonest first, none last), then as added
 * (aid). One string, so that the export sorts by it as the screen does (shared/lists/sortKeys.ts).
 */
export function actionSortKey(action: Pick<ActionListItem, 'aid' | 'status' | 'due'>, today: string): string {
  const day = parseDateOnly(action.due) ?? '9999-99-99';
  return `${isOverdue(action, today) ? 0 : 1}|${day}|${String(action.aid).padStart(10, '0')}`;
}

/** The actions the view lists, in its order. */
export function visibleActions<A extends ActionListItem>(actions: readonly A[], view: ActionListView, me: string | null | undefined, today: string): A[] {
  const passes = actionListPredicate(view, me, today);
  return actions.filter(passes)
    .map((action) => ({ action, key: actionSortKey(action, today) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ action }) => action);
}
