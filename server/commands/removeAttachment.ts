import { notFound } from '../errors.ts';
import { deleteAttachment } from '../repositories/attachments.ts';
import { findIssue } from '../repositories/issues.ts';
import type { Write } from './context.ts';

/** Removes an attachment of an NCR (404 when there is none), with a delete event that describes it. */
export async function removeAttachment({ tx, actor, changes, audit }: Write, id: number): Promise<void> {
  const removed = await deleteAttachment(tx, id);
  if (!removed) throw notFound(`Attachment ${id} not found`);
  const { iid, fileName: name, mime, size, width, height, etag } = removed;
  audit([{ actor, entity: 'attachment', entityId: id, record: { kind: 'issue', id: iid }, action: 'delete', before: { iid, name, mime, size, width, height, etag } }]);
  const issue = await findIssue(tx, iid); // there: the attachment's row lock holds off its deletion
  changes.add({ type: 'attachments', iid, sid: issue!.sid });
}
