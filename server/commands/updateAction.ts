import { COLLAB_FIELDS } from '../../shared/collabFields.ts';
import { ACTION_STATUS, type ActionStatus } from '../../shared/constants.ts';
import type { Action } from '../../shared/records.ts';
import { ACTION_FIELDS, type UpdateActionBody } from '../../shared/schemas/action.ts';
import { conflict, invalid } from '../errors.ts';
import { presentAction } from '../presenters/action.ts';
import { updateAction as writeAction, type ActionColumns, type ActionRow } from '../repositories/actions.ts';
import { actionChangeEvents } from '../repositories/events.ts';
import type { Write } from './context.ts';
import { lockActionForWrite } from './lockActionForWrite.ts';
import { changedFields, changedTexts, isStaleWholeRecord, pickChanged, resolvePerson, sentFields } from './updateRules.ts';

/** Columns a status change sets besides the status; they are part of it, not history entries of their own. */
const UNAUDITED: readonly string[] = ['doneAt'];

/**
 * Applies the changed fields of an action, as updateIssue does an issue's. Its status moves between Open,
 * Done and Cancelled here; Verified is reached by verifying it (verifyAction), and leaving Verified clears the
 * verification.
 */
export async function updateAction({ tx, actor, changes, sharedTexts, send, audit }: Write, body: UpdateActionBody): Promise<Action> {
  const { action: current, sid, modif } = await lockActionForWrite(tx, body.aid);
  const sent = sentFields(body, ACTION_FIELDS);
  if (isStaleWholeRecord(body.modif, current.modif, Object.keys(sent), ACTION_FIELDS)) {
    throw conflict('Conflict: the action was changed by someone else; reload and apply your changes again', { action: presentAction(current) });
  }
  if (sent.status === ACTION_STATUS.Verified && current.status !== ACTION_STATUS.Verified) {
    throw invalid('status: an action becomes Verified by verifying it, with a verification note');
  }
  const wanted: Partial<ActionColumns> = { ...sent };
  if (sent.owner !== undefined && sent.owner !== current.owner) wanted.owner = await resolvePerson(tx, 'owner', sent.owner);
  if (sent.status !== undefined && sent.status !== current.status) Object.assign(wanted, statusColumns(current, sent.status));
  const changed = changedFields(current, wanted);
  if (changed.length === 0) return presentAction(current);
  const values = pickChanged(wanted, changed);
  send(writeAction(tx, body.aid, values, actor));
  audit(actionChangeEvents(actor, body.aid, current.iid, changed.filter((c) => !UNAUDITED.includes(c.field))));
  const texts = await sharedTexts.follow(tx, 'action', body.aid, changedTexts(changed, COLLAB_FIELDS.action));
  changes.add({ type: 'actions', iid: current.iid, sid, aids: [body.aid], texts });
  return presentAction({ ...current, ...values, modif, modBy: actor });
}

/** What moving to `status` sets: when it was done, and no verification once it is not Verified. */
function statusColumns(current: ActionRow, status: ActionStatus): Partial<ActionColumns> {
  const doneAt = status === ACTION_STATUS.Done ? new Date() : status === ACTION_STATUS.Open || status === ACTION_STATUS.Cancelled ? null : current.doneAt;
  const unverified = current.status === ACTION_STATUS.Verified ? { verifiedBy: null, verifiedAt: null, verifyNote: '' } : {};
  return { doneAt, ...unverified };
}
