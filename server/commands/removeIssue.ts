import { recordName } from '../../shared/recordNames.ts';
import { notFound } from '../http/errors.ts';
import { appendEvents } from '../repositories/events.ts';
import { deleteIssue } from '../repositories/issues.ts';
import { presentIssue } from '../presenters/issue.ts';
import { deleteDocs } from '../repositories/yjsUpdates.ts';
import type { CommandContext } from './context.ts';

export async function removeIssue({ actor, outbox }: CommandContext, iid: number): Promise<void> {
  await outbox.transaction(async (tx, record) => {
    const removed = await deleteIssue(tx, iid);
    if (!removed) throw notFound(`Issue ${iid} not found`);
    await deleteDocs(tx, [recordName('issue', iid)]);
    await appendEvents(tx, [{ actor, entity: 'issue', entityId: iid, action: 'delete', before: presentIssue(removed) }]);
    await record({ type: 'issueDeleted', iid, sid: removed.sid });
  });
}
