import { ATTACHMENT_TYPE_NAMES, type AttachmentMime } from '../../shared/schemas/attachment.ts';
import { unsupportedType } from '../errors.ts';
import { inspectImage } from '../images/inspectImage.ts';

export interface InspectedAttachment { mime: AttachmentMime; width: number | null; height: number | null }

const PDF_START = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');
/** How far from the end a PDF's %%EOF may be (PDF readers look as far; writers add a line end or a little junk). */
const PDF_END_WINDOW = 1024;

/** What the file starts with, for the formats taken: the decoders have the last word. */
const looksLikeImage = (data: Buffer): boolean =>
  (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) // JPEG
  || data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // PNG
  || (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP');

/**
 * Checks an attachment by its content, whatever its name or claimed type: a PDF (starts with %PDF- and ends
 * with %%EOF: a cut-off upload is refused) or an image, decoded whole by inspectImage (415 for a damaged
 * one, 413 above its pixel limit). Anything else is a 415 naming the accepted types.
 */
export async function inspectAttachment(data: Buffer): Promise<InspectedAttachment> {
  if (data.subarray(0, PDF_START.length).equals(PDF_START)) {
    if (!data.subarray(-PDF_END_WINDOW).includes(PDF_END)) {
      throw unsupportedType('files: the PDF is incomplete or damaged (it has no %%EOF at its end)');
    }
    return { mime: 'application/pdf', width: null, height: null };
  }
  if (!looksLikeImage(data)) throw unsupportedType(`files: not a ${ATTACHMENT_TYPE_NAMES} file`);
  const image = await inspectImage(data);
  return { mime: image.mime as AttachmentMime, width: image.width, height: image.height };
}
