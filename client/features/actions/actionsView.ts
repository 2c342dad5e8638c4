// My actions' view in its URL (shared/lists/actionList.ts) as the screen's filters show it: the options of its
// selects, and the link of its CSV export.
import {
  ACTION_STATUS, ACTION_STATUS_LABELS, ACTION_TYPE, ACTION_TYPE_LABELS, type ActionStatus, type ActionType,
} from '../../../shared/constants.ts';
import { EXPORT_PATHS } from '../../../shared/endpoints.ts';
import {
  ALL, DUE_WITHIN_DAYS, dueParam, NOBODY, ownerParam, parseActionDue, writeActionListView, type ActionDue, type ActionListView, type ActionOwner,
} from '../../../shared/lists/actionList.ts';
import { foldName } from '../../../shared/lists/issueFacets.ts';

export interface Option { value: string; label: string }

/** The owner select: me, everyone, nobody, then each person ('' is me, the view's default). */
export function ownerOptions(me: string | null | undefined, people: readonly string[], owner: ActionOwner): Option[] {
  const options: Option[] = [
    { value: '', label: me ? `Me (${me})` : 'Me' },
    { value: ALL, label: 'Everyone' },
    { value: NOBODY, label: 'No owner' },
    ...people.map((person) => ({ value: person, label: person })),
  ];
  // A linked view may name someone the people list does not have: shown as written.
  if (owner.kind === 'person' && !people.some((person) => foldName(person) === owner.name)) options.push({ value: owner.name, label: owner.name });
  return options;
}

/** The owner select's value of a view: the person as the people list spells them. */
export function ownerValue(owner: ActionOwner, people: readonly string[]): string {
  return owner.kind === 'person' ? people.find((person) => foldName(person) === owner.name) ?? owner.name : ownerParam(owner);
}

export const typeOptions: Option[] = [
  { value: '', label: 'Any type' },
  ...(Object.values(ACTION_TYPE) as ActionType[]).map((type) => ({ value: String(type), label: ACTION_TYPE_LABELS[type] })),
];

export const statusOptions: Option[] = [
  ...(Object.values(ACTION_STATUS) as ActionStatus[]).map((status) => ({ value: String(status), label: ACTION_STATUS_LABELS[status] })),
  { value: ALL, label: 'Any status' },
];

export const statusValue = (status: ActionStatus | null) => (status === null ? ALL : String(status));

/** The due select's choices; a range of days is 'custom', with its two days beside the select. */
export const CUSTOM_DUE = 'custom';
export const dueOptions: Option[] = [
  { value: '', label: 'Any due date' },
  { value: 'overdue', label: 'Overdue' },
  ...DUE_WITHIN_DAYS.map((days) => ({ value: `within:${days}`, label: `Due within ${days} days` })),
  { value: NOBODY, label: 'No due date' },
  { value: CUSTOM_DUE, label: 'Due between…' },
];

export const dueValue = (due: ActionDue) => (due.kind === 'range' ? CUSTOM_DUE : dueParam(due));

/** The due of a choice of the select; null for 'custom', which waits for its days. */
export function dueOfOption(value: string): ActionDue | null {
  if (value === '') return { kind: 'any' };
  if (value === CUSTOM_DUE) return null;
  return parseActionDue(value) ?? { kind: 'any' };
}

/** The link that downloads the actions the view lists (every page) as CSV, in its order. */
export function actionExportHref(view: ActionListView, ownerName?: string): string {
  const query = new URLSearchParams(writeActionListView({ ...view, page: 1 }, ownerName)).toString();
  return query ? `${EXPORT_PATHS.actions}?${query}` : EXPORT_PATHS.actions;
}
