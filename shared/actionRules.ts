// The rules of an NCR's actions (issue 36), for server and client alike: which are open and overdue, and what
// keeps an NCR that has actions from being resolved.
import { ACTION_STATUS, ACTION_STATUS_LABELS, ACTION_TYPE_LABELS, EFFECTIVENESS, EFFECTIVENESS_LABELS, type ActionStatus, type ActionType, type Effectiveness } from './constants.ts';
import { isNotSetDate } from './dates.ts';

/** Nothing is done yet: what My actions lists by default and the board counts. */
export const isOpenAction = (status: ActionStatus): boolean => status === ACTION_STATUS.Open;

/** Past its due date ('YYYY-MM-DD', the sentinel or '' for none) and not Done, Verified or Cancelled. */
export function isOverdue(action: { status: ActionStatus; due: string }, today: string): boolean {
  return isOpenAction(action.status) && isOverdueDate(action.due, today);
}

function isOverdueDate(due: string, today: string): boolean {
  return due !== '' && !isNotSetDate(due) && due.slice(0, 10) < today;
}

/** An NCR's open and overdue actions, from its list row's due dates of the open ones (Issue.actDue). */
export function actionCounts(openDues: readonly string[], today: string): { open: number; overdue: number } {
  return { open: openDues.length, overdue: openDues.filter((due) => isOverdueDate(due, today)).length };
}

/** What an action is called in messages: its type and the first line of its description. */
export function actionLabel(action: { type: ActionType; descr: string }): string {
  const line = action.descr.split('\n', 1)[0]!.trim();
  const short = line.length > 60 ? `${line.slice(0, 59)}…` : line;
  return short ? `${ACTION_TYPE_LABELS[action.type]} “${short}”` : `${ACTION_TYPE_LABELS[action.type]} action`;
}

/** One reason an NCR with actions cannot be resolved yet. */
export type ClosureBlocker =
  | { kind: 'action'; aid: number; label: string; status: ActionStatus }
  | { kind: 'effectiveness'; result: Effectiveness };

/**
 * Resolving an NCR that has actions needs every action Verified or Cancelled and an effectiveness review that
 * found them Effective. An NCR without actions has no such rule (SPEC: Resolved simply closes it).
 */
export function closureBlockers(actions: readonly { aid: number; type: ActionType; descr: string; status: ActionStatus }[], effectiveness: Effectiveness): ClosureBlocker[] {
  if (actions.length === 0) return [];
  const blockers: ClosureBlocker[] = actions
    .filter((a) => a.status !== ACTION_STATUS.Verified && a.status !== ACTION_STATUS.Cancelled)
    .map((a) => ({ kind: 'action', aid: a.aid, label: actionLabel(a), status: a.status }));
  if (effectiveness !== EFFECTIVENESS.Effective) blockers.push({ kind: 'effectiveness', result: effectiveness });
  return blockers;
}

/** The blockers in one sentence: "2 actions not verified: …; effectiveness review: Not reviewed (needs Effective)". */
export function closureMessage(blockers: readonly ClosureBlocker[]): string {
  const actions = blockers.filter((b) => b.kind === 'action');
  const parts: string[] = [];
  if (actions.length > 0) {
    const noun = actions.length === 1 ? 'action' : 'actions';
    parts.push(`${actions.length} ${noun} not verified: ${actions.map((a) => `${a.label} (${ACTION_STATUS_LABELS[a.status]})`).join(', ')}`);
  }
  for (const b of blockers) {
    if (b.kind === 'effectiveness') parts.push(`effectiveness review: ${EFFECTIVENESS_LABELS[b.result]} (needs Effective)`);
  }
  return parts.length > 0 ? `Cannot resolve: ${parts.join('; ')}` : '';
}
