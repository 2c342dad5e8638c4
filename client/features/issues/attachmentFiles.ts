// What the NCR screen says about files before and after an upload: refused at once, sizes, messages.
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPE_NAMES, ATTACHMENT_TYPES } from '../../../shared/schemas/attachment.ts';

/** What the file pickers offer: any image (so that a phone offers its camera; the server keeps JPEG, PNG and WebP) and PDFs. */
export const ATTACHMENT_ACCEPT = 'image/*,application/pdf';

/**
 * Why a file would be refused, known before sending it: too large, or of a type the browser names and the
 * server does not take (a HEIC photo, a Word file). Null when it goes to the server, which checks the content.
 */
export function refusalOf(file: { size: number; type: string }): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return `Larger than ${formatFileSize(ATTACHMENT_MAX_BYTES)}`;
  if (file.type && !(file.type in ATTACHMENT_TYPES)) return `Not a ${ATTACHMENT_TYPE_NAMES} file`;
  return null;
}

/** A server's refusal as the screen shows it: without the field name it starts with, as a sentence. */
export function uploadErrorText(message: string): string {
  const text = message.replace(/^files: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 512 B, 38 KB, 2.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / 1024 / 1024;
  return `${megabytes < 10 ? megabytes.toFixed(1).replace(/\.0$/, '') : Math.round(megabytes)} MB`;
}
