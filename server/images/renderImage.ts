import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { z } from 'zod';
import { notFound } from '../errors.ts';
import { parseBody } from '../http/validate.ts';
import { DECODE_FAIL_ON, decodes, MAX_IMAGE_PIXELS } from './inspectImage.ts';
import { runImageWork, type ImageWorkOptions } from './imageWork.ts';
import { LruCache } from './lruCache.ts';

const FORMATS = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' } as const;
const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
const FORMAT_OF_MIME = new Map(Object.entries(MIME).map(([format, mime]) => [mime as string, format as keyof typeof MIME]));

/**
 * The edges a box may have, each of maxwidth and maxheight (the screens ask for 400 × 250, IMAGE_QUERY). A
 * short list, not every number up to 4000: each box is a render of its own, so a caller stepping through sizes
 * would decode the whole image every time and never meet the cache. With these, an image has at most
 * 3 formats × 8 × 8 boxes.
 */
export const RENDER_SIZES = [100, 200, 250, 400, 800, 1600, 4000] as const;
/** The largest box a client may ask for. */
export const MAX_RENDER_DIMENSION = RENDER_SIZES.at(-1)!;
/** Rendered variants kept in memory, by their bytes; a 400 × 250 JPEG is some 20–40 KB. */
export const RENDER_CACHE_BYTES = 64 * 1024 * 1024;
/** A variant larger than this is sent but not kept, so that one poster-sized render cannot flush the cache. */
const MAX_CACHED_RENDER_BYTES = RENDER_CACHE_BYTES / 16;
/** How many stored images are remembered as decoding, so that serving the original does not decode it each time. */
const CHECKED_ORIGINALS = 10_000;

const dimension = z.string({ error: 'must be a whole number' })
  .regex(/^[1-9]\d{0,3}$/, 'must be a whole number from 1')
  .transform(Number)
  .pipe(z.number().max(MAX_RENDER_DIMENSION, `must be at most ${MAX_RENDER_DIMENSION}`))
  .refine((size) => (RENDER_SIZES as readonly number[]).includes(size), `must be one of ${RENDER_SIZES.join(', ')}`);
export const imageQuery = z.object({
  format: z.enum(Object.keys(FORMATS) as [keyof typeof FORMATS], { error: 'must be jpg, png or webp' }).optional(),
  maxwidth: dimension.optional(),
  maxheight: dimension.optional(),
  v: z.string().optional(),
});
export type ImageQuery = z.output<typeof imageQuery>;

export function parseImageQuery(query: unknown): ImageQuery {
  return parseBody(imageQuery, query);
}

/**
 * A stored image as the route knows it before reading its bytes, which `load` fetches only when needed (the
 * bytes, or the path of a file that the decoder reads itself: see BlobStore.source); `owner` names what has it,
 * for the 404 of an image that does not decode ('Station 5', 'Attachment 12').
 */
export interface StoredImage { owner: string; etag: string; mime: string; load: () => Promise<Buffer | string> }
export interface RenderedImage { body: Buffer; mime: string }

const renders = new LruCache<RenderedImage>(RENDER_CACHE_BYTES, (rendered) => rendered.body.length, MAX_CACHED_RENDER_BYTES);
const checkedOriginals = new LruCache<true>(CHECKED_ORIGINALS);

/** The HTTP validator of one variant of one stored image. */
export function variantEtag(etag: string, query: ImageQuery): string {
  return `"${etag}-${query.format ?? ''}-${query.maxwidth ?? ''}-${query.maxheight ?? ''}"`;
}

/**
 * The stored image fitted inside maxwidth × maxheight (never enlarged), in the asked format; without any of
 * them the stored bytes themselves. A variant rendered before is answered from the cache at once, whatever the
 * image work's queue holds; others run through runImageWork, in the caller's turn (`work.caller`), and
 * `work.signal` drops the work when the client has gone. An image that does not decode (stored before uploads were
 * decoded) answers 404, which the client shows as its placeholder.
 */
export async function renderImage(image: StoredImage, query: ImageQuery, work: ImageWorkOptions = {}): Promise<RenderedImage> {
  if (isOriginal(query)) return original(image, work);
  // Without a format, the stored one; a row of another type (none is accepted now) is answered as JPEG.
  const format = query.format ? FORMATS[query.format] : FORMAT_OF_MIME.get(image.mime) ?? 'jpeg';
  const key = `${image.etag}/${format}/${query.maxwidth ?? ''}x${query.maxheight ?? ''}`;
  return renders.get(key) ?? runImageWork(async () => {
    const done = renders.get(key); // the same variant, rendered for another request while this one waited
    if (done) return done;
    const data = await image.load();
    let body: Buffer;
    try {
      body = await sharp(data, { failOn: DECODE_FAIL_ON, limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: query.maxwidth, height: query.maxheight, fit: 'inside', withoutEnlargement: true })
        .toFormat(format)
        .toBuffer();
    } catch {
      throw unreadable(image.owner);
    }
    const rendered = { body, mime: MIME[format] };
    renders.set(key, rendered);
    return rendered;
  }, work);
}

/** Whether a query asks for the stored image itself (no format, no box): the routes stream that from its store. */
export const isOriginal = (query: ImageQuery): boolean => !query.format && !query.maxwidth && !query.maxheight;

async function original(image: StoredImage, work: ImageWorkOptions): Promise<RenderedImage> {
  await checkOriginal(image, work);
  const data = await image.load();
  return { body: typeof data === 'string' ? await readFile(data) : data, mime: image.mime };
}

/**
 * Answers 404 (as renderImage does) unless the stored image decodes; remembered by its etag, so that serving it
 * again decodes nothing. In the caller's turn of the image work, as renders.
 */
export async function checkOriginal(image: StoredImage, work: ImageWorkOptions = {}): Promise<void> {
  if (checkedOriginals.get(image.etag)) return;
  await runImageWork(async () => {
    if (!(await decodes(await image.load()))) throw unreadable(image.owner);
    checkedOriginals.set(image.etag, true);
  }, work);
}

const unreadable = (owner: string) => notFound(`${owner} has no readable image`);
