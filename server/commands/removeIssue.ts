import { isOpenIssue } from '../../shared/issueRules.ts';
import { recordName } from '../../shared/recordNames.ts';
import { notFound } from '../errors.ts';
import { deleteIssue, lockIssueForActions } from '../repositories/issues.ts';
import { presentIssue } from '../presenters/issue.ts';
import { deleteDocs } from '../repositories/yjsUpdates.ts';
import { actionIdsOfIssues } from '../repositories/actions.ts';
import type { Write } from './context.ts';

export async function removeIssue({ tx, actor, changes, audit }: Write, iid: number): Promise<void> {
  // Its actions are read once no add of one can be under way (the lock adds take), so that each doc goes too.
  await lockIssueForActions(tx, iid, 'add');
  const actions = await actionIdsOfIssues(tx, [iid]);
  const removed = await deleteIssue(tx, iid);
  if (!removed) throw notFound(`Issue ${iid} not found`);
  await deleteDocs(tx, [recordName('issue', iid), ...actions.map((aid) => recordName('action', aid))]);
  audit([{ actor, entity: 'issue', entityId: iid, record: { kind: 'issue', id: iid }, action: 'delete', before: presentIssue(removed) }]);
  changes.add({ type: 'issueDeleted', iid, sid: removed.sid, wasOpen: isOpenIssue(removed.status) });
}
