import { collabDocName } from '../../shared/collab.ts';
import { notFound } from '../http/errors.ts';
import { appendEvents } from '../repositories/events.ts';
import { deleteIssue } from '../repositories/issues.ts';
import { presentIssue } from '../presenters/issue.ts';
import { deleteDocs } from '../repositories/yjsUpdates.ts';
import type { CommandContext } from './context.ts';

export async function removeIssue({ sql, actor, announce }: CommandContext, iid: number): Promise<void> {
  const removed = await sql.begin(async (tx) => {
    const removed = await deleteIssue(tx, iid);
    if (!removed) throw notFound(`Issue ${iid} not found`);
    await deleteDocs(tx, [collabDocName('issue', iid)]);
    await appendEvents(tx, [{ actor, entity: 'issue', entityId: iid, action: 'delete', before: presentIssue(removed) }]);
    return removed;
  });
  announce({ type: 'issueDeleted', iid, sid: removed.sid });
}
