import fs from 'node:fs/promises';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPE_NAMES, type AttachmentMime } from '../../shared/schemas/attachment.ts';
import { unsupportedType } from '../errors.ts';
import { inspectImage } from '../images/inspectImage.ts';
import { checkPdfScripts } from './pdfScripts.ts';

export interface InspectedAttachment { mime: AttachmentMime; width: number | null; height: number | null }

const PDF_START = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');
/** How far from the end a PDF's %%EOF may be (PDF readers look as far; writers add a line end or a little junk). */
const PDF_END_WINDOW = 1024;
/**
 * PDFs read whole for their scripts at once (each into a buffer of 20 MB kept for it, and what its object streams
 * inflate to); the others wait their turn.
 */
const PDF_READS_AT_ONCE = 2;

/** What the file starts with, for the formats taken: the decoders have the last word. */
const looksLikeImage = (data: Buffer): boolean =>
  (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) // JPEG
  || data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // PNG
  || (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP');

/**
 * Checks an uploaded file (at `path`) by its content, whatever its name or claimed type: a PDF (starts with %PDF-
 * and ends with %%EOF: a cut-off upload is refused; and holds no JavaScript, which a viewer would run: see
 * pdfScripts.ts) or an image, decoded whole by inspectImage from the file (415 for a damaged one, 413 above its
 * pixel limit). Anything else is a 415 naming the accepted types.
 */
export async function inspectAttachment(path: string): Promise<InspectedAttachment> {
  const { head, tail } = await ends(path);
  if (head.subarray(0, PDF_START.length).equals(PDF_START)) {
    if (!tail.includes(PDF_END)) {
      throw unsupportedType('files: the PDF is incomplete or damaged (it has no %%EOF at its end)');
    }
    const scripts = await pdfReads.run((buffer) => readInto(path, buffer).then(checkPdfScripts));
    if (scripts === 'script') throw unsupportedType('files: the PDF contains JavaScript, which is not accepted; save or print it as a PDF without scripts');
    if (scripts === 'unreadable') throw unsupportedType('files: the PDF cannot be checked for JavaScript (its objects are encrypted or compressed in an unusual way); save or print it as a PDF again');
    return { mime: 'application/pdf', width: null, height: null };
  }
  if (!looksLikeImage(head)) throw unsupportedType(`files: not a ${ATTACHMENT_TYPE_NAMES} file`);
  const image = await inspectImage(path);
  return { mime: image.mime as AttachmentMime, width: image.width, height: image.height };
}

/** The file's first 16 bytes and its last PDF_END_WINDOW. */
async function ends(path: string): Promise<{ head: Buffer; tail: Buffer }> {
  const handle = await fs.open(path);
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(16, size));
    await handle.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(PDF_END_WINDOW, size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    return { head, tail };
  } finally {
    await handle.close();
  }
}

/** The file's bytes, read into the start of `buffer` (the part of it they fill). */
async function readInto(path: string, buffer: Buffer): Promise<Buffer> {
  const handle = await fs.open(path);
  try {
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

/**
 * At most `limit` works at once, each handed a buffer of ATTACHMENT_MAX_BYTES of its own to read a file into; the
 * others wait in order. The buffers are made once and kept: a new one for every PDF left garbage of 20 MB a file,
 * which piled up faster than it was collected when several arrived at once.
 */
function turns(limit: number) {
  const free: Buffer[] = [];
  let made = 0;
  const waiting: ((buffer: Buffer) => void)[] = [];
  return {
    async run<T>(work: (buffer: Buffer) => Promise<T>): Promise<T> {
      const buffer = free.pop() ?? (made < limit ? (made++, Buffer.alloc(ATTACHMENT_MAX_BYTES)) : await new Promise<Buffer>((resolve) => waiting.push(resolve)));
      try {
        return await work(buffer);
      } finally {
        const next = waiting.shift();
        if (next) next(buffer);
        else free.push(buffer);
      }
    },
  };
}
const pdfReads = turns(PDF_READS_AT_ONCE);
