import zlib from 'node:zlib';
import sharp from 'sharp';
import type { ApiClient } from '../helpers/apiClient.ts';
import { isJsonMessage } from './api.ts';
import { describeInput, snapshot, type FuzzServer, type Ledger } from './harness.ts';
import { rawRequest } from './rawHttp.ts';
import type { Rng } from './random.ts';

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
const SIDS = ['abc', '0', '-1', '1.5', '1e3', '0x1', '99999999999', '2147483648', '%', '%00', '%E0%A4%A', ' 1', '1 ', '01'];

/** A small real PNG: the base of the image-like garbage (valid header, broken body). */
export async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
}

function multipart(parts: { field: string; filename: string; type: string; data: Buffer }[], boundary = BOUNDARY): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`),
      part.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

interface Upload { body: Buffer; type: string; headers?: Record<string, string>; label: string }

/** Upload bodies that are broken in every way the multipart and image checks must catch. */
function uploadBody(rng: Rng, png: Buffer): Upload {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const file = (data: Buffer, field = 'files') => multipart([{ field, filename: 'x.png', type: 'image/png', data }]);
  switch (rng.int(13)) {
    case 0: { const whole = file(png); return { body: whole.subarray(0, rng.int(whole.length)), type, label: 'truncated multipart' }; }
    case 1: return { body: file(png), type: 'multipart/form-data; boundary=someOtherBoundary', label: 'wrong boundary' };
    case 2: return { body: file(png), type: 'multipart/form-data', label: 'no boundary' };
    case 3: return { body: rng.bytes(1 + rng.int(2000)), type, label: 'garbage' };
    case 4: return { body: file(Buffer.concat([png.subarray(0, 40), rng.bytes(200)])), type, label: 'PNG header, garbage body' };
    case 5: return { body: file(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), rng.bytes(300)])), type, label: 'JPEG magic, garbage' };
    case 6: return { body: file(png, rng.pick(['file', '', 'files[]', 'x"y'])), type, label: 'wrong field' };
    case 7: return { body: multipart([{ field: 'files', filename: 'a.png', type: 'image/png', data: png }, { field: 'files', filename: 'b.png', type: 'image/png', data: png }]), type, label: 'two files' };
    case 8: return { body: file(Buffer.from('GIF89a' + 'x'.repeat(100))), type, label: 'not an allowed image' };
    case 9: return { body: zlib.gzipSync(file(png)), type, headers: { 'content-encoding': 'gzip' }, label: 'gzip multipart' };
    case 10: return { body: file(png), type: rng.pick(['application/json', 'text/plain', 'multipart/mixed; boundary=' + BOUNDARY, 'multipart/form-data; boundary=']), label: 'odd type' };
    case 11: return { body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="x.png"\r\n\r\n`), type, label: 'file never ends' };
    default: return rng.chance(0.05)
      ? { body: file(Buffer.alloc(21 * 1024 * 1024, 7)), type, label: 'over 20 MB' }
      : { body: file(Buffer.concat([png, rng.bytes(rng.int(10))])), type, label: 'PNG with trailing bytes' };
  }
}

/**
 * POST /api/uploadf/:sid with broken multipart, garbage, wrong boundaries, oversized files and odd sids, and a
 * body cut off mid-stream on the raw socket. Asserts no 5xx, JSON errors, and a rejected upload changes nothing.
 */
export async function fuzzUploads(server: FuzzServer, ledger: Ledger, rng: Rng, staff: ApiClient, sid: number, count: number): Promise<void> {
  const entry = 'POST /api/uploadf/:sid';
  const png = await tinyPng();
  let before = await snapshot(server.sql);
  for (let i = 0; i < count; i++) {
    const upload = uploadBody(rng, png);
    const path = `/api/uploadf/${rng.chance(0.7) ? sid : rng.pick(SIDS)}`;
    const signedIn = rng.chance(0.85);
    const input = `${upload.label} to ${path}${signedIn ? '' : ' anonymous'}: ${describeInput(upload.body.subarray(0, 200).toString('latin1'))}`;
    ledger.count(entry);
    let status: number;
    if (rng.chance(0.1)) {
      // Announces more than it sends and goes away: the server must give up on the body quietly.
      const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${upload.type}\r\nContent-Length: ${upload.body.length + 5000}\r\n${signedIn ? `Cookie: ${staff.cookie}\r\n` : ''}\r\n`;
      status = (await rawRequest(server.port, Buffer.concat([Buffer.from(head), upload.body]), { reset: true })).status;
    } else {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': upload.type, ...upload.headers, ...(signedIn ? { cookie: staff.cookie } : {}) },
        body: new Uint8Array(upload.body),
        signal: AbortSignal.timeout(20_000),
      }).catch((error: Error) => error);
      if (response instanceof Error) {
        ledger.fail(entry, input, `no answer: ${response.message}; ${server.exit() ?? 'the server still runs'}`);
        if (server.exit()) return;
        continue;
      }
      status = response.status;
      const text = await response.text();
      if (status >= 500) ledger.fail(entry, input, `${status} ${text.slice(0, 200)}`);
      else if (status >= 400 && !isJsonMessage(response.headers.get('content-type') ?? '', text)) ledger.fail(entry, input, `${status} without a JSON {message}`);
    }
    const after = await snapshot(server.sql);
    if ((status === 0 || status >= 400) && after !== before) ledger.fail(entry, input, `rejected (${status}), but the data changed`);
    before = after;
    if (server.exit()) return ledger.fail(entry, input, server.exit()!);
  }
}

const FORMATS = ['jpg', 'png', 'webp', 'gif', 'JPG', '', 'jpg%00', 'svg', 'x'.repeat(300)];
const SIZES = ['0', '-1', '1', '1.5', '1e9', '99999999', 'abc', '', '%00', '%', '0x10', '  5', '2147483648', 'NaN', 'Infinity'];

/** GET /api/stations/:sid/image with odd sids and queries, repeated and bracketed parameters: never a 5xx. */
export async function fuzzImageReads(server: FuzzServer, ledger: Ledger, rng: Rng, cookie: string, sid: number, count: number): Promise<void> {
  const entry = 'GET /api/stations/:sid/image';
  for (let i = 0; i < count; i++) {
    const params: string[] = [];
    if (rng.chance(0.7)) params.push(`format=${rng.pick(FORMATS)}`);
    if (rng.chance(0.6)) params.push(`maxwidth=${rng.pick(SIZES)}`);
    if (rng.chance(0.6)) params.push(`maxheight=${rng.pick(SIZES)}`);
    if (rng.chance(0.15)) params.push(rng.pick(['format=png&format=jpg', 'maxwidth[]=1', 'format[a]=b', 'v=%', '__proto__[x]=1', 'maxwidth=1&maxwidth=2']));
    const target = `/api/stations/${rng.chance(0.6) ? sid : rng.pick(SIDS)}/image${params.length ? `?${params.join('&')}` : ''}`;
    const signedIn = rng.chance(0.85);
    ledger.count(entry);
    const request = `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${signedIn ? `Cookie: ${cookie}\r\n` : ''}\r\n`;
    const { status } = await rawRequest(server.port, request).catch((error: Error) => ({ status: -1, error }));
    if (status >= 500 || status === -1) ledger.fail(entry, `${signedIn ? 'staff' : 'anonymous'} ${target}`, `answered ${status}`);
    if (server.exit()) return ledger.fail(entry, target, server.exit()!);
  }
}
