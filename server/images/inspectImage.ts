import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http/errors.ts';

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** sharp's guard against decompression bombs: images above this many pixels are refused. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const ACCEPTED = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export interface InspectedImage { mime: string; width: number; height: number }

/** Checks an upload by its content: JPEG, PNG or WebP within the pixel limit; 415 otherwise. */
export async function inspectImage(data: Buffer): Promise<InspectedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw new HttpError(415, 'files: not a JPEG, PNG or WebP image');
  }
  const mime = ACCEPTED[metadata.format as keyof typeof ACCEPTED];
  if (!mime || !metadata.width || !metadata.height) throw new HttpError(415, 'files: not a JPEG, PNG or WebP image');
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(413, `files: the image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
  }
  return { mime, width: metadata.width, height: metadata.height };
}
