import { isOpenIssue } from '../../shared/issueRules.ts';
import { recordName } from '../../shared/recordNames.ts';
import { notFound } from '../errors.ts';
import { deleteIssue } from '../repositories/issues.ts';
import { presentIssue } from '../presenters/issue.ts';
import { deleteDocs } from '../repositories/yjsUpdates.ts';
import type { Write } from './context.ts';

export async function removeIssue({ tx, actor, changes, audit }: Write, iid: number): Promise<void> {
  const removed = await deleteIssue(tx, iid);
  if (!removed) throw notFound(`Issue ${iid} not found`);
  await deleteDocs(tx, [recordName('issue', iid)]);
  audit([{ actor, entity: 'issue', entityId: iid, record: { kind: 'issue', id: iid }, action: 'delete', before: presentIssue(removed) }]);
  changes.add({ type: 'issueDeleted', iid, sid: removed.sid, wasOpen: isOpenIssue(removed.status) });
}
