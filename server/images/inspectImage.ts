import sharp, { type Metadata } from 'sharp';
import { tooLarge, unsupportedType } from '../errors.ts';
import { runImageWork } from './imageWork.ts';

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** The largest image accepted, in pixels (width × height): the README's 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * How strict decoding is, at upload and at every render alike, so that what was accepted always renders.
 * 'warning' (sharp's default, meant for untrusted input) is the level that refuses a JPEG whose header
 * claims more pixels than its data holds: the laxer levels fill the missing pixels in with grey.
 */
export const DECODE_FAIL_ON = 'warning';

const ACCEPTED = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
const NOT_AN_IMAGE = 'files: not a JPEG, PNG or WebP image';

export interface InspectedImage { mime: string; width: number; height: number }

/**
 * Checks an upload by its content: a JPEG, PNG or WebP (415 otherwise) of at most MAX_IMAGE_PIXELS (413),
 * decoded to its last pixel, so that a cut-off or damaged file is refused (415) instead of stored. `data` is the
 * image's bytes, or the path of its file (which the decoder reads as it goes, without holding it in memory).
 */
export function inspectImage(data: Buffer | string): Promise<InspectedImage> {
  return runImageWork(async () => {
    let metadata: Metadata;
    try {
      // The header alone, whatever size it claims: the pixel limit below answers that with its own status.
      metadata = await sharp(data, { limitInputPixels: false }).metadata();
    } catch {
      throw unsupportedType(NOT_AN_IMAGE);
    }
    const mime = ACCEPTED[metadata.format as keyof typeof ACCEPTED];
    if (!mime || !metadata.width || !metadata.height) throw unsupportedType(NOT_AN_IMAGE);
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
      throw tooLarge(`files: the image is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
    }
    if (!(await decodes(data))) throw unsupportedType('files: the image cannot be decoded (damaged or incomplete)');
    return { mime, width: metadata.width, height: metadata.height };
  });
}

/** Whether every pixel of `data` decodes at DECODE_FAIL_ON strictness. Call it inside runImageWork. */
export async function decodes(data: Buffer | string): Promise<boolean> {
  try {
    // One band is enough to make the decoder read every pixel, at a third of the memory of all of them.
    await sharp(data, { failOn: DECODE_FAIL_ON, limitInputPixels: MAX_IMAGE_PIXELS }).extractChannel(0).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
