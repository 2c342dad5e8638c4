import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encode } from './sendJson.ts';

const json = (bytes: number) => Buffer.from(JSON.stringify({ text: 'station '.repeat(Math.ceil(bytes / 8)).slice(0, bytes) }));

describe('encode', () => {
  it('compresses bodies of every size, each way, to what decompresses to the body', async () => {
    for (const bytes of [0, 1000, 40_000, 200_000, 5_000_000]) {
      const body = json(bytes);
      const br = await encode(body, 'br');
      expect(zlib.brotliDecompressSync(br).equals(body), `br ${bytes}`).toBe(true);
      if (bytes > 0) expect(br.length).toBeLessThan(body.length);
      expect(zlib.gunzipSync(await encode(body, 'gzip')).equals(body), `gzip ${bytes}`).toBe(true);
      expect(await encode(body, 'identity')).toBe(body);
    }
  });
});
