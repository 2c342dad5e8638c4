import type { Db } from '../db/sql.ts';
import { notFound } from '../errors.ts';
import { issueOfAction, lockAction, type ActionRow } from '../repositories/actions.ts';
import { lockIssueForActions } from '../repositories/issues.ts';

export interface LockedAction { action: ActionRow; sid: number; modif: Date }

/**
 * Locks an action for a change, and its NCR (shared) first, as every write of actions does: the NCR's resolve
 * reads its actions under its own row lock (see lockIssueForActions). 404 when either is gone.
 */
export async function lockActionForWrite(tx: Db, aid: number): Promise<LockedAction> {
  const iid = await issueOfAction(tx, aid);
  const issue = iid === undefined ? undefined : await lockIssueForActions(tx, iid, 'change');
  const locked = issue ? await lockAction(tx, aid) : undefined;
  if (!issue || !locked || locked.action.iid !== iid) throw notFound(`Action ${aid} not found`);
  return { action: locked.action, sid: issue.sid, modif: locked.modif };
}
