import type { Attachment } from '../../shared/records.ts';
import { ATTACHMENTS_PER_ISSUE_MAX, attachmentFileName } from '../../shared/schemas/attachment.ts';
import type { InspectedAttachment } from '../attachments/inspectAttachment.ts';
import { etagOf } from '../blobs/blobStore.ts';
import { conflict, notFound } from '../errors.ts';
import { presentAttachment } from '../presenters/attachment.ts';
import { countAttachments, insertAttachment, nextReportVersion } from '../repositories/attachments.ts';
import type { BlobRef } from '../repositories/blobs.ts';
import { findIssue, lockIssueExclusive } from '../repositories/issues.ts';
import type { Write } from './context.ts';

/** A name for a file that came without a usable one. */
const FALLBACK_NAMES: Record<InspectedAttachment['mime'], string> = {
  'image/jpeg': 'photo.jpg', 'image/png': 'image.png', 'image/webp': 'image.webp', 'application/pdf': 'document.pdf',
};

/**
 * Attaches a file (already checked by its content: see inspectAttachment, and stored: see BlobStore.put) to an
 * NCR, under the name it was uploaded with (made storable). At most ATTACHMENTS_PER_ISSUE_MAX files per NCR (409
 * for one more): the issue is locked for the count and the insert (against its deletion too), so that uploads at
 * once, on any node, take turns at the count; a shared lock let two of them count 49 and insert the 50th and 51st.
 * An issued customer report (`reportVersion`) is refused (409) when another took its version meanwhile.
 */
export async function addAttachment({ tx, actor, changes, audit }: Write, iid: number, file: { name: string; blob: BlobRef; reportVersion?: number }, inspected: InspectedAttachment): Promise<Attachment> {
  if (!(await lockIssueExclusive(tx, iid))) throw notFound(`Issue ${iid} not found`);
  if ((await countAttachments(tx, iid)) >= ATTACHMENTS_PER_ISSUE_MAX) {
    throw conflict(`This NCR already has ${ATTACHMENTS_PER_ISSUE_MAX} attachments; remove one first`);
  }
  if (file.reportVersion !== undefined && (await nextReportVersion(tx, iid)) !== file.reportVersion) {
    throw conflict(`Customer report v${file.reportVersion} of this NCR was issued meanwhile; issue yours again`);
  }
  const { sid } = (await findIssue(tx, iid))!;
  const etag = etagOf(file.blob.hash);
  const row = await insertAttachment(tx, {
    iid,
    fileName: attachmentFileName(file.name, FALLBACK_NAMES[inspected.mime]),
    ...inspected,
    size: file.blob.size,
    blob: file.blob.hash,
    etag,
    reportVersion: file.reportVersion ?? null,
    createdBy: actor,
  });
  const { fileName: name, mime, size, width, height } = row;
  const report = file.reportVersion === undefined ? {} : { report: file.reportVersion };
  audit([{ actor, entity: 'attachment', entityId: row.id, record: { kind: 'issue', id: iid }, action: 'create', after: { iid, name, mime, size, width, height, etag, ...report } }]);
  changes.add({ type: 'attachments', iid, sid });
  return presentAttachment(row);
}
