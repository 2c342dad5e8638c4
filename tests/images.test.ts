import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './helpers/apiClient.ts';
import { PASSWORD, startTestServer, type TestServer } from './helpers/testServer.ts';

let server: TestServer;
let client: ApiClient;
let sid: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser('anna');
  client = new ApiClient(server.url);
  await client.login('anna', PASSWORD);
  ({ result: sid } = await client.call('addStation', { projectId: '51001', stationName: 'Image Station', serials: [] }));
});
afterAll(() => server?.stop());

function upload(target: number, data: Buffer, filename: string, type = 'application/octet-stream', extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(data)], { type }), filename);
  return fetch(`${server.url}/api/uploadf/${target}`, { method: 'POST', body: form, headers: { cookie: client.cookie, ...extra } });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();

describe('station images', () => {
  it('stores a PNG checked by content (whatever its name) and serves it fitted inside the box', async () => {
    const response = await upload(sid, await png(1600, 800), 'photo.txt');
    expect(response.status).toBe(200);
    const { st } = await response.json();
    expect(st.imageUrl).toMatch(new RegExp(`^/api/stations/${sid}/image\\?v=`));

    const image = await client.get(`${st.imageUrl}&format=jpg&maxwidth=400&maxheight=250`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('private, no-cache'); // asked for again at every use
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 200]);

    const etag = image.headers.get('etag')!;
    const cached = await client.get(`${st.imageUrl}&format=jpg&maxwidth=400&maxheight=250`, { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    // Without a session a kept copy is not confirmed: 401, so no cache shows it to a signed-out browser.
    expect((await new ApiClient(server.url).get(`${st.imageUrl}&format=jpg&maxwidth=400&maxheight=250`, { 'if-none-match': etag })).status).toBe(401);

    const { locations } = await client.call('locations');
    expect(locations.find((l: { id: number }) => l.id === sid)).toBeUndefined(); // no coordinates yet
  });

  it('never enlarges a small image', async () => {
    const response = await upload(sid, await sharp({ create: { width: 120, height: 80, channels: 3, background: '#888' } }).webp().toBuffer(), 'small.webp');
    const { st } = await response.json();
    const image = await client.get(`${st.imageUrl}&format=jpg&maxwidth=400&maxheight=250`);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([120, 80]);
  });

  it('refuses what is not an image with 415, even named .jpg', async () => {
    const response = await upload(sid, Buffer.from('<script>alert(1)</script>'), 'evil.jpg', 'image/jpeg');
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe('files: not a JPEG, PNG or WebP image');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload(sid, gif, 'a.gif')).status).toBe(415);
  });

  it('refuses more than 20 MB with 413', async () => {
    const response = await upload(sid, Buffer.alloc(20 * 1024 * 1024 + 10, 1), 'big.png');
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('files: the image is larger than 20 MB');
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const bomb = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(20 * 1024 * 1024);
    const response = await upload(sid, bomb, 'bomb.png');
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('files: the image is larger than 40 megapixels');
  });

  it('answers 400 without a file, 404 for a missing station, 401 without a session, 403 from a foreign origin', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const none = await fetch(`${server.url}/api/uploadf/${sid}`, { method: 'POST', body: form, headers: { cookie: client.cookie } });
    expect(none.status).toBe(400);
    expect((await upload(999999, await png(10, 10), 'a.png')).status).toBe(404);
    const anonymous = await fetch(`${server.url}/api/uploadf/${sid}`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
    expect((await upload(sid, await png(10, 10), 'a.png', 'image/png', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await client.get(`/api/stations/999999/image`)).status).toBe(404);
    expect((await new ApiClient(server.url).get(`/api/stations/${sid}/image`)).status).toBe(401);
    expect((await client.get(`/api/stations/${sid}/image?maxwidth=0`)).status).toBe(400);
  });
});
