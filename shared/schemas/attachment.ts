// An NCR's attachments (photos of the defect, documents): what is accepted, and the calls' bodies.
import { z } from 'zod';
import { stripUnstorable } from '../text.ts';
import { recordId } from './common.ts';

/** The largest attachment, in bytes (413 above it). */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The most attachments one NCR holds (409 for one more). */
export const ATTACHMENTS_PER_ISSUE_MAX = 50;
/** The longest stored file name, in characters. */
export const ATTACHMENT_NAME_MAX = 200;

/** The accepted types, by content (not by name or the type the browser claims), with their names. */
export const ATTACHMENT_TYPES = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
} as const;
export type AttachmentMime = keyof typeof ATTACHMENT_TYPES;
export const isImageMime = (mime: string): boolean => mime.startsWith('image/');
/** 'JPEG, PNG, WebP or PDF': for messages. */
export const ATTACHMENT_TYPE_NAMES = (() => {
  const names: string[] = Object.values(ATTACHMENT_TYPES);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
})();

export const attachmentIdBody = z.object({ id: recordId }).strict();

/**
 * The characters that reorder the text around them (bidirectional embeddings, overrides, isolates and marks):
 * in a file name they make 'invoice\u202Efdp.exe' show as 'invoiceexe.pdf'. A file name has no use for them: its
 * right-to-left letters are shown in their order without them. (Text fields keep them: a name in Arabic or
 * Hebrew beside digits may need a mark.)
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A file name as uploaded, made storable and sane: its last path segment, without the characters text may not
 * hold nor bidirectional controls, with runs of white space (tabs, line breaks) as one space, trimmed and cut to
 * ATTACHMENT_NAME_MAX characters (keeping its extension where it can); `fallback` when nothing is left.
 */
export function attachmentFileName(raw: string, fallback = 'attachment'): string {
  const base = raw.split(/[/\\]/).at(-1) ?? '';
  const name = stripUnstorable(base).replace(BIDI_CONTROLS, '').replace(/\s+/gu, ' ').trim();
  const characters = Array.from(name); // code points: a cut never splits a surrogate pair
  if (characters.length === 0) return fallback;
  if (characters.length <= ATTACHMENT_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? Array.from(name.slice(dot)) : [];
  return (characters.slice(0, ATTACHMENT_NAME_MAX - extension.length).join('').trimEnd() + extension.join(''));
}

/** A customer report shows at most this many photos. */
export const REPORT_PHOTOS_MAX = 20;

/** Issuing an NCR's customer report, with the photos (image attachments of the NCR) it shows, in this order. */
export const issueReportBody = z.object({
  iid: recordId,
  photos: z.array(recordId).max(REPORT_PHOTOS_MAX, `must be at most ${REPORT_PHOTOS_MAX} photos`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a photo twice'),
}).strict();
