import net from 'node:net';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_WORK_CALLER_MAX, IMAGE_WORK_CONCURRENCY, imageWorkLoad, runImageWork } from '../server/images/imageWork.ts';
import type { ApiClient } from './helpers/apiClient.ts';
import { storeBlobDirectly } from './helpers/storedBlob.ts';
import { withServer } from './helpers/withServer.ts';

const { server, users: { anna: client } } = withServer({ users: { anna: null } });
let sid: number;

beforeAll(async () => {
  ({ result: sid } = await client.call('addStation', { projectId: '52001', stationName: 'Hardened Image Station', serials: [] }));
});

function upload(target: number | string, data: Buffer, filename = 'photo.jpg') {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(data)]), filename);
  return fetch(`${server.url}/api/uploadf/${target}`, { method: 'POST', body: form, headers: { cookie: client.cookie } });
}

const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
const jpeg = (width: number, height: number, quality = 80) =>
  sharp({ create: { width, height, channels: 3, background: '#468', noise } }).jpeg({ quality }).toBuffer();

/** Where a JPEG marker (0xFF, code) starts. */
function marker(data: Buffer, codes: number[]): number {
  for (let i = 2; i < data.length - 1; i++) if (data[i] === 0xff && codes.includes(data[i + 1]!)) return i;
  throw new Error(`no marker ${codes.join('/')}`);
}

/** A copy of a JPEG whose frame header (SOF) claims another size than its data holds. */
function claimSize(data: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(data);
  const sof = marker(patched, [0xc0, 0xc2]);
  patched.writeUInt16BE(height, sof + 5);
  patched.writeUInt16BE(width, sof + 7);
  return patched;
}

/** Up to and including the start-of-scan header: every header, no pixel data. */
function headerOnly(data: Buffer): Buffer {
  const sos = marker(data, [0xda]);
  return data.subarray(0, sos + 2 + data.readUInt16BE(sos + 2));
}

async function storedImages(target: number): Promise<{ images: number; events: number }> {
  const [counts] = await server.sql<{ images: number; events: number }[]>`
    select (select count(*)::int from station_images where sid = ${target}) as images,
      (select count(*)::int from events where entity = 'image' and entity_id = ${target}) as events`;
  return counts!;
}

/** Sends raw bytes over TCP and returns the status and JSON body of the answer (bounded by a timeout). */
function rawRequest(request: Buffer | string): Promise<{ status: number; body: { message?: string } }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => { socket.destroy(); reject(new Error('no answer within 10 s')); }, 10_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => { clearTimeout(timer); reject(error); });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      try {
        resolve({ status, body: JSON.parse(body) });
      } catch {
        reject(new Error(`not a JSON answer: ${text.slice(0, 300)}`));
      }
    });
    socket.write(request);
  });
}

function multipartRequest(contentType: string, body: Buffer | string): Buffer {
  const bytes = Buffer.from(body);
  const head = [
    `POST /api/uploadf/${sid} HTTP/1.1`, `Host: 127.0.0.1`, `Cookie: ${client.cookie}`, `Content-Type: ${contentType}`,
    `Content-Length: ${bytes.length}`, 'Connection: close', '', '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head), bytes]);
}

const part = (boundary: string, data: Buffer) => Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
  data,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

describe('uploads that do not decode are refused, and nothing is stored', () => {
  it('refuses a JPEG cut to a third, a header-only JPEG and a small JPEG whose header claims 6600 × 6000 with 415', async () => {
    const whole = await jpeg(400, 300);
    const small = await jpeg(80, 60);
    const claiming = claimSize(small, 6600, 6000);
    expect(claiming.length).toBeLessThan(4096);
    expect((await sharp(claiming).metadata()).width).toBe(6600); // the header alone looks fine

    for (const broken of [whole.subarray(0, Math.floor(whole.length / 3)), headerOnly(whole), claiming]) {
      const response = await upload(sid, broken);
      expect(response.status).toBe(415);
      expect((await response.json()).message).toBe('files: the image cannot be decoded (damaged or incomplete)');
    }
    expect(await storedImages(sid)).toEqual({ images: 0, events: 0 });

    const accepted = await upload(sid, whole);
    expect(accepted.status).toBe(200);
    expect(await storedImages(sid)).toEqual({ images: 1, events: 1 });
  });

  it('answers an image of more than 40 megapixels with 413 naming the limit, and keeps the image it had', async () => {
    const before = await server.sql`select etag from station_images where sid = ${sid}`;
    const huge = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const response = await upload(sid, huge, 'huge.png');
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('files: the image is larger than 40 megapixels');
    expect(await server.sql`select etag from station_images where sid = ${sid}`).toEqual(before);
  });
});

describe('an image stored before uploads were decoded', () => {
  it('answers 404 with a message, not 500, for every variant and for the original', async () => {
    const { result: legacy } = await client.call('addStation', { projectId: '52002', stationName: 'Legacy Image Station', serials: [] });
    const whole = await jpeg(400, 300);
    const broken = whole.subarray(0, Math.floor(whole.length / 3));
    const blob = await storeBlobDirectly(server, broken);
    await server.sql`insert into station_images (sid, blob, mime, width, height, etag)
      values (${legacy}, ${blob}, 'image/jpeg', 400, 300, 'legacy-broken-1')`;
    for (const query of ['?format=jpg&maxwidth=400&maxheight=250', '?maxwidth=100', '']) {
      const response = await client.get(`/api/stations/${legacy}/image${query}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBeNull(); // a day-long cache is for images, not errors
      expect((await response.json()).message).toBe(`Station ${legacy} has no readable image`);
    }
  });
});

describe('the image routes read ids and sizes strictly', () => {
  it('refuses a station id that is not plain decimal digits within int4 with 400', async () => {
    for (const id of ['0x1f', '+31', '-31', '31.0', '1e1', '031', '%2031', '31%20', '2147483648', '99999999999']) {
      const response = await client.get(`/api/stations/${id}/image`);
      expect(response.status, id).toBe(400);
      expect((await response.json()).message, id).toMatch(/^sid: /);
      expect((await upload(id, await jpeg(10, 10))).status, id).toBe(400);
    }
    expect((await client.get('/api/stations/2147483647/image')).status).toBe(404);
  });

  it('bounds the box a client may ask for, in plain digits', async () => {
    const { st } = await (await upload(sid, await jpeg(400, 300))).json();
    for (const query of ['maxwidth=4001', 'maxheight=100000', 'maxwidth=0', 'maxwidth=0x10', 'maxwidth=1e3', 'maxwidth=0400', 'maxwidth=-5', 'maxwidth=4.5', 'maxwidth=401', 'maxheight=300']) {
      expect((await client.get(`${st.imageUrl}&${query}`)).status, query).toBe(400);
    }
    // Only the listed edges, so that stepping through sizes cannot make every request a render of its own.
    expect(await (await client.get(`${st.imageUrl}&maxwidth=401`)).json()).toEqual({ message: 'maxwidth: must be one of 100, 200, 250, 400, 800, 1600, 4000' });
    const fitted = await client.get(`${st.imageUrl}&format=png&maxwidth=4000&maxheight=100`);
    expect(fitted.status).toBe(200);
    expect((await sharp(Buffer.from(await fitted.arrayBuffer())).metadata()).height).toBe(100);
  });

  it('serves a variant alike twice (rendered, then cached) and the original as stored', async () => {
    const original = await jpeg(640, 480);
    const { st } = await (await upload(sid, original)).json();
    const first = Buffer.from(await (await client.get(`${st.imageUrl}&format=webp&maxwidth=200`)).arrayBuffer());
    const second = Buffer.from(await (await client.get(`${st.imageUrl}&format=webp&maxwidth=200`)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    expect((await sharp(first).metadata()).width).toBe(200);
    const stored = Buffer.from(await (await client.get(st.imageUrl)).arrayBuffer());
    expect(stored.equals(original)).toBe(true);
  });
});

describe('a multipart body that cannot be read answers 400 files: …', () => {
  const boundary = 'stationdeskBoundary42';

  it('a stream cut short, a wrong boundary, a missing boundary and a malformed part header', async () => {
    const before = await storedImages(sid);
    const whole = part(boundary, await jpeg(100, 80));
    const cases: [string, Buffer][] = [
      ['cut short', multipartRequest(`multipart/form-data; boundary=${boundary}`, whole.subarray(0, Math.floor(whole.length / 2)))],
      ['wrong boundary', multipartRequest('multipart/form-data; boundary=notTheOneInTheBody', whole)],
      ['no boundary', multipartRequest('multipart/form-data', whole)],
      ['malformed part header', multipartRequest(`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nno colon in this header line\r\n\r\nx\r\n--${boundary}--\r\n`)],
    ];
    for (const [name, request] of cases) {
      const { status, body } = await rawRequest(request);
      expect(status, name).toBe(400);
      expect(body.message, name).toMatch(/^files: /);
    }
    expect(await storedImages(sid)).toEqual(before);
    expect((await client.call('station', { sid })).st.sid).toBe(sid); // and the server goes on
  });
});

describe('the image work with one caller flooding it', () => {
  // One caller asking for many renders must not hold the image work: callers take turns (server/images/imageWork.ts).
  // The server runs in this process, so the test holds the image work's slots itself while the requests queue up,
  // and reads how many wait: what comes before what is decided by the queue, not by how long a render takes.
  let jonas: ApiClient;
  let large: string;
  let small: string;

  beforeAll(async () => {
    jonas = await server.signIn('jonas');
    const station = async (projectId: string) => (await client.call('addStation', { projectId, stationName: `Fair ${projectId}`, serials: [] })).result;
    const imageUrl = async (target: number, data: Buffer) => (await (await upload(target, data, 'photo.png')).json()).st.imageUrl as string;
    large = await imageUrl(await station('52101'), await sharp({ create: { width: 800, height: 600, channels: 3, background: '#468', noise } }).png().toBuffer());
    small = await imageUrl(await station('52102'), await sharp({ create: { width: 240, height: 180, channels: 3, background: '#864' } }).png().toBuffer());
  });

  it("answers another caller's thumbnail before the flood's waiting renders, a rendered one at once, and the flood past its share 429", async () => {
    const rendered = await jonas.get(`${large}&format=jpg&maxwidth=400&maxheight=250`);
    expect(rendered.status).toBe(200);
    await rendered.arrayBuffer();
    // Anna's renders under way, held by the test (as her session is known to the image work: user:<id>).
    const [anna] = await server.sql<{ id: number }[]>`select id from users where name = 'anna'`;
    let release = () => {};
    const released = new Promise<void>((resolve) => { release = resolve; });
    const held = Array.from({ length: IMAGE_WORK_CONCURRENCY }, () => runImageWork(() => released, { caller: `user:${anna!.id}` }));
    expect(imageWorkLoad()).toEqual({ running: IMAGE_WORK_CONCURRENCY, waiting: 0 });

    try {
      const answered: string[] = [];
      const refusals: unknown[] = [];
      const get = async (who: string, caller: ApiClient, url: string) => {
        const response = await caller.get(url);
        if (response.status === 200) await response.arrayBuffer();
        else refusals.push([response.status, response.headers.get('retry-after'), await response.json()]);
        answered.push(`${who} ${response.status}`);
        return response.status;
      };
      const sizes = ['800', '400', '200', '100']; // none of them the 400 × 250 rendered above
      const boxes = sizes.flatMap((width) => sizes.map((height) => `format=jpg&maxwidth=${width}&maxheight=${height}`));
      const flood = boxes.slice(0, IMAGE_WORK_CALLER_MAX + 3).map((box) => get('flood', client, `${large}&${box}`));
      await vi.waitFor(() => expect(answered).toEqual(['flood 429', 'flood 429', 'flood 429']));
      expect(imageWorkLoad().waiting).toBe(IMAGE_WORK_CALLER_MAX);
      expect(refusals[0]).toEqual([429, '2', { message: 'Too many images asked for at once; try again shortly' }]);

      // A variant rendered before does not enter the queue.
      expect((await jonas.get(`${large}&format=jpg&maxwidth=400&maxheight=250`)).status).toBe(200);
      const thumbnail = get('thumbnail', jonas, `${small}&format=jpg&maxwidth=400&maxheight=250`);
      await vi.waitFor(() => expect(imageWorkLoad().waiting).toBe(IMAGE_WORK_CALLER_MAX + 1));
      release();
      expect(await thumbnail).toBe(200);
      await Promise.all(flood);
      // The thumbnail had the next turn after anna's renders under way: none of her waiting ones went before it
      // (with two slots, the next of hers ran beside it); in the order of arrival all eight would have.
      const before = answered.slice(3, answered.indexOf('thumbnail 200'));
      expect(before.length).toBeLessThanOrEqual(IMAGE_WORK_CONCURRENCY - 1);
      expect(answered.filter((answer) => answer === 'flood 200')).toHaveLength(IMAGE_WORK_CALLER_MAX);
    } finally {
      release();
      await Promise.all(held);
    }
  });
});
