import type { Attachment } from '../../shared/records.ts';
import { isImageMime } from '../../shared/schemas/attachment.ts';
import type { AttachmentRow } from '../repositories/attachments.ts';

/** Where an attachment's file is; the version in the URL keeps a cached copy right. */
export function attachmentUrl(row: Pick<AttachmentRow, 'id' | 'etag'>): string {
  return `/api/attachments/${row.id}?v=${row.etag}`;
}

export function presentAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    iid: row.iid,
    name: row.fileName,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    url: attachmentUrl(row),
    thumbUrl: isImageMime(row.mime) ? `/api/attachments/${row.id}/thumb?v=${row.etag}` : '',
    report: row.reportVersion === null ? null : { version: row.reportVersion, sha256: row.blob },
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
