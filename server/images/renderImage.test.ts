import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_QUERY } from '../../shared/constants.ts';
import { DomainError } from '../errors.ts';
import { IMAGE_WORK_CALLER_MAX, IMAGE_WORK_CONCURRENCY, IMAGE_WORK_QUEUE_MAX, runImageWork } from './imageWork.ts';
import { parseImageQuery, renderImage, RENDER_SIZES, type StoredImage } from './renderImage.ts';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('renderImage', () => {
  it('answers a variant rendered before at once, while the image work is full and refuses every other', async () => {
    const data = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#468' } }).jpeg().toBuffer();
    const image: StoredImage = { owner: 'Station 1', etag: 'cached-first-1', mime: 'image/jpeg', load: async () => data };
    const card = parseImageQuery({ format: 'jpg', maxwidth: '400', maxheight: '250' });
    const first = await renderImage(image, card, { caller: 'user:1' });

    // Every slot busy and the whole queue waiting, from callers each within their own limit.
    const releases: (() => void)[] = [];
    const hold = () => new Promise<void>((resolve) => releases.push(resolve));
    const callers = Math.ceil(IMAGE_WORK_QUEUE_MAX / IMAGE_WORK_CALLER_MAX) + 1;
    const jobs = Array.from({ length: IMAGE_WORK_CONCURRENCY + IMAGE_WORK_QUEUE_MAX }, (_, n) => runImageWork(hold, { caller: `kiosk:${n % callers}` }));
    await settle();
    try {
      expect(await renderImage(image, card, { caller: 'user:2' })).toBe(first);
      const other = await renderImage(image, parseImageQuery({ format: 'webp', maxwidth: '200' }), { caller: 'user:2' }).catch((error: unknown) => error);
      expect((other as DomainError).kind).toBe('busy');
    } finally {
      while (releases.length > 0) {
        releases.splice(0).forEach((release) => release());
        await settle();
      }
      await Promise.all(jobs);
    }
  });

  it('takes boxes of the listed sizes only, the screens\' among them', () => {
    expect(RENDER_SIZES).toContain(IMAGE_QUERY.maxwidth);
    expect(RENDER_SIZES).toContain(IMAGE_QUERY.maxheight);
    expect(parseImageQuery({ maxwidth: '1600', maxheight: '100' })).toEqual({ maxwidth: 1600, maxheight: 100 });
    expect(() => parseImageQuery({ maxwidth: '401' })).toThrow('maxwidth: must be one of 100, 200, 250, 400, 800, 1600, 4000');
  });
});
