import { ACTION_STATUS, ACTION_STATUS_LABELS } from '../../shared/constants.ts';
import type { Action } from '../../shared/records.ts';
import { conflict, invalid } from '../errors.ts';
import { presentAction } from '../presenters/action.ts';
import { updateAction as writeAction, type ActionColumns } from '../repositories/actions.ts';
import { actionChangeEvents } from '../repositories/events.ts';
import type { Write } from './context.ts';
import { lockActionForWrite } from './lockActionForWrite.ts';
import { changedFields } from './updateRules.ts';

export interface Verifier {
  /** The person of the people list who verifies (their account's person). */
  person: string;
  /** Whether an action's owner may verify it (ACTION_OWNER_MAY_VERIFY; by default not). */
  ownerMayVerify: boolean;
}

/**
 * Verifies a Done action: someone other than its owner (unless allowed) says it worked and how they know
 * (`note`). Verifying one already Verified changes nothing.
 */
export async function verifyAction({ tx, actor, changes, send, audit }: Write, aid: number, note: string, verifier: Verifier): Promise<Action> {
  const { action: current, sid, modif } = await lockActionForWrite(tx, aid);
  if (current.status === ACTION_STATUS.Verified) return presentAction(current);
  if (current.status !== ACTION_STATUS.Done) {
    throw conflict(`status: only a Done action can be verified; this one is ${ACTION_STATUS_LABELS[current.status]}`, { action: presentAction(current) });
  }
  if (!verifier.ownerMayVerify && current.owner !== null && current.owner === verifier.person) {
    throw invalid('verifiedBy: the owner of an action cannot verify it; someone else must');
  }
  const values: Partial<ActionColumns> = { status: ACTION_STATUS.Verified, verifiedBy: verifier.person, verifiedAt: modif, verifyNote: note };
  const changed = changedFields(current, values);
  send(writeAction(tx, aid, values, actor));
  audit(actionChangeEvents(actor, aid, current.iid, changed));
  changes.add({ type: 'actions', iid: current.iid, sid, aids: [aid] });
  return presentAction({ ...current, ...values, modif, modBy: actor });
}
