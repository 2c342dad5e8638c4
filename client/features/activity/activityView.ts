// The Activity page's filters in its URL (?person=&kind=&from=&to=), so that a view can be linked and Back
// returns to the one before; and the activity call's body they stand for.
import type { HistoryKind } from '../../../shared/recordNames.ts';
import { activityBody, recordKindInput, type ActivityFilter } from '../../../shared/schemas/history.ts';
import { parseDateOnly } from '../../../shared/dates.ts';

/** What the feed is narrowed to: an account, a kind of record, and days ('YYYY-MM-DD', the reader's own days, both included). */
export interface ActivityView {
  person?: string;
  kind?: HistoryKind;
  from?: string;
  to?: string;
}

const filterField = activityBody.shape;

/** The instant a day of the reader's calendar starts (ISO); `later` days after it. */
function dayStart(day: string, later = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + later).toISOString();
}

/** A day the view may hold: a real 'YYYY-MM-DD' whose start and end the activity call takes as bounds. */
export function isActivityDay(text: string): boolean {
  return parseDateOnly(text) === text && filterField.from.safeParse(dayStart(text)).success && filterField.to.safeParse(dayStart(text, 1)).success;
}

const validDay = (text: string | null): string | undefined => (text !== null && isActivityDay(text) ? text : undefined);

/**
 * The view of a URL's query. A value that is not valid is left out, never an error: a hand-edited or old
 * link still opens, showing what it can. A range that ends before it starts keeps its start only.
 */
export function readActivityView(params: URLSearchParams): ActivityView {
  const person = filterField.person.safeParse(params.get('person') ?? undefined);
  const kind = recordKindInput.safeParse(params.get('kind'));
  const from = validDay(params.get('from'));
  const to = validDay(params.get('to'));
  return withoutUnset({
    person: person.success ? person.data : undefined,
    kind: kind.success ? kind.data : undefined,
    from,
    to: from && to && to < from ? undefined : to,
  });
}

/** The URL query of a view: only what is set, in a fixed order. */
export function writeActivityView(view: ActivityView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['person', 'kind', 'from', 'to'] as const) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The activity call's filter for a view: its days from the start of `from` to the end of `to`, in the reader's time zone. */
export function activityFilterOf(view: ActivityView): Omit<ActivityFilter, 'limit' | 'before'> {
  return withoutUnset({
    person: view.person,
    kind: view.kind,
    from: view.from && dayStart(view.from),
    to: view.to && dayStart(view.to, 1),
  });
}

function withoutUnset<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
