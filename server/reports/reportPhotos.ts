// The customer report's photos, made ready for the PDF: each decoded by its content (JPEG, PNG or WebP; pdfkit
// embeds neither WebP nor 16-bit or interlaced PNGs well, and a 4000 × 3000 photo would make a 40 MB report), turned
// upright, fitted inside PHOTO_MAX_EDGE and written as one kind of JPEG, which pdfkit embeds as it is.
import sharp from 'sharp';
import { runImageWork, type ImageWorkOptions } from '../images/imageWork.ts';
import { DECODE_FAIL_ON, MAX_IMAGE_PIXELS } from '../images/inspectImage.ts';

/** The longest edge of a photo in the report, px: about 200 dpi across the page's column. */
export const PHOTO_MAX_EDGE = 1600;
export const PHOTO_JPEG_QUALITY = 80;
/** Photos prepared at once: the image work's queue refuses a caller with more than 8 waiting. */
const PHOTOS_AT_ONCE = 2;

/** A photo ready for the page, or `jpeg: null` for one that does not decode. */
export type ReportPhoto =
  | { name: string; jpeg: Buffer; width: number; height: number }
  | { name: string; jpeg: null };

/**
 * Each photo as a JPEG of at most PHOTO_MAX_EDGE px (never enlarged; transparency on white), in their order. A
 * photo that does not decode is `jpeg: null`, not an error; the image work's own refusals (busy, the caller's
 * signal) are thrown. Runs in the server's image work (runImageWork), as every other render does.
 */
export async function prepareReportPhotos(photos: readonly { name: string; bytes: Buffer }[], work: ImageWorkOptions = {}): Promise<ReportPhoto[]> {
  const prepared: ReportPhoto[] = new Array(photos.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < photos.length; index = next++) {
      const photo = photos[index]!;
      prepared[index] = await runImageWork(() => reportJpeg(photo), work);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PHOTOS_AT_ONCE, photos.length) }, worker));
  return prepared;
}

async function reportJpeg({ name, bytes }: { name: string; bytes: Buffer }): Promise<ReportPhoto> {
  try {
    const { data, info } = await sharp(bytes, { failOn: DECODE_FAIL_ON, limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { name, jpeg: data, width: info.width, height: info.height };
  } catch {
    return { name, jpeg: null };
  }
}
