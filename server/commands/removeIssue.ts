import { notFound } from '../http/errors.ts';
import { appendEvents } from '../repositories/events.ts';
import { deleteIssue } from '../repositories/issues.ts';
import { presentIssue } from '../presenters/issue.ts';
import type { CommandContext } from './context.ts';

export async function removeIssue({ sql, actor }: CommandContext, iid: number): Promise<void> {
  await sql.begin(async (tx) => {
    const removed = await deleteIssue(tx, iid);
    if (!removed) throw notFound(`Issue ${iid} not found`);
    await appendEvents(tx, [{ actor, entity: 'issue', entityId: iid, action: 'delete', before: presentIssue(removed) }]);
  });
}
