import sharp from 'sharp';
import { z } from 'zod';
import { parseBody } from '../http/validate.ts';
import { MAX_IMAGE_PIXELS } from './inspectImage.ts';

const FORMATS = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' } as const;
const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

const dimension = z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(4000, 'must be at most 4000');
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

/** The stored image fitted inside maxwidth × maxheight (never enlarged), in the asked format. */
export async function renderImage(data: Buffer, mime: string, query: ImageQuery): Promise<{ body: Buffer; mime: string }> {
  if (!query.format && !query.maxwidth && !query.maxheight) return { body: data, mime };
  const format = query.format ? FORMATS[query.format] : (mime.split('/')[1] as 'jpeg' | 'png' | 'webp');
  const body = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: query.maxwidth, height: query.maxheight, fit: 'inside', withoutEnlargement: true })
    .toFormat(format)
    .toBuffer();
  return { body, mime: MIME[format] };
}
