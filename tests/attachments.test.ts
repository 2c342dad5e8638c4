import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../server/http/contentSecurityPolicy.ts';
import { rooms } from '../shared/realtime.ts';
import type { Attachment } from '../shared/records.ts';
import { ApiClient, openWallScreen } from './helpers/apiClient.ts';
import { connected, connectSocket, delivered, subscribe, waitForEvent, type TestSocket } from './helpers/socketClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';
import { waitUntil } from './helpers/yjsClient.ts';

// An NCR's evidence: photos and PDFs checked by content, listed, served, removed, audited, live, staff only.
let server: TestServer;
let anna: ApiClient;
let jonas: ApiClient;
let sid: number;
let iid: number;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  anna = await server.signIn('anna', 'Anna Berger');
  jonas = await server.signIn('jonas', 'Jonas Weber');
  ({ result: sid } = await anna.call('addStation', { projectId: '91001', stationName: 'Evidence Station', serials: [] }));
  ({ result: iid } = await anna.call('addIssue', { station: sid, prod: 'GFN coil' }));
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.stop();
});

function upload(client: ApiClient, target: number, data: Buffer, filename: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(data)], { type }), filename);
  return fetch(`${server.url}/api/issues/${target}/attachments`, { method: 'POST', body: form, headers: client.cookie ? { cookie: client.cookie } : {} });
}

async function attach(data: Buffer, filename: string, target = iid): Promise<Attachment> {
  const response = await upload(anna, target, data, filename);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.attachment;
}

const png = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
const jpeg = (width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background: '#357' } }).jpeg().toBuffer();
/** A small PDF that readers open: one empty page. */
const pdf = Buffer.from([
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n'));

describe('NCR attachments', () => {
  it('takes JPEG, PNG, WebP and PDF by their content, keeps the name as uploaded and lists them oldest first', async () => {
    const photo = await attach(await jpeg(), 'Riss am Gehäuse.jpg');
    const screenshot = await attach(await png(), 'screenshot.txt'); // the name does not decide
    const webp = await attach(await sharp({ create: { width: 30, height: 20, channels: 4, background: '#0f08' } }).webp().toBuffer(), 'x.webp');
    const report = await attach(pdf, 'report.pdf');

    expect(photo).toMatchObject({ iid, name: 'Riss am Gehäuse.jpg', mime: 'image/jpeg', width: 800, height: 600, createdBy: 'anna' });
    expect(screenshot).toMatchObject({ name: 'screenshot.txt', mime: 'image/png', width: 64, height: 48 });
    expect(webp).toMatchObject({ mime: 'image/webp', width: 30, height: 20 });
    expect(report).toMatchObject({ name: 'report.pdf', mime: 'application/pdf', size: pdf.length, width: null, height: null, thumbUrl: '' });
    const { attachments } = await jonas.call('attachments', { iid });
    expect(attachments).toEqual([photo, screenshot, webp, report]);
  });

  it('serves the file as stored (inline, named, nosniff, cached by its version) and a small thumbnail of an image', async () => {
    const data = await jpeg(1200, 900);
    const photo = await attach(data, 'Gehäuse "links".jpg');
    const file = await anna.get(photo.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('private, no-cache'); // asked for again at every use, after the session check
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="Geh_use _links_.jpg"; filename*=UTF-8''Geh%C3%A4use%20%22links%22.jpg`);
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
    expect((await anna.get(photo.url, { 'if-none-match': file.headers.get('etag')! })).status).toBe(304);
    expect((await new ApiClient(server.url).get(photo.url, { 'if-none-match': file.headers.get('etag')! })).status).toBe(401);

    const thumb = await anna.get(photo.thumbUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([320, 240]);
    expect((await anna.get(photo.thumbUrl, { 'if-none-match': thumb.headers.get('etag')! })).status).toBe(304);
  });

  it('serves a PDF inline with its name, under the same policy as everything else', async () => {
    const report = await attach(pdf, 'Prüfbericht 7.pdf');
    const file = await anna.get(report.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="Pr_fbericht 7.pdf"; filename*=UTF-8''Pr%C3%BCfbericht%207.pdf`);
    expect(file.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await anna.get(`/api/attachments/${report.id}/thumb`)).status).toBe(404);
  });

  it('refuses a renamed text file, a cut-off JPEG or PDF, and other formats with 415, naming the accepted types', async () => {
    const text = await upload(anna, iid, Buffer.from('just some notes\n'), 'notes.pdf', 'application/pdf');
    expect(text.status).toBe(415);
    expect((await text.json()).message).toBe('files: not a JPEG, PNG, WebP or PDF file');

    const photo = await jpeg();
    const cut = await upload(anna, iid, photo.subarray(0, Math.floor(photo.length / 2)), 'half.jpg', 'image/jpeg');
    expect(cut.status).toBe(415);
    expect((await cut.json()).message).toBe('files: the image cannot be decoded (damaged or incomplete)');

    const cutPdf = await upload(anna, iid, pdf.subarray(0, 60), 'half.pdf', 'application/pdf');
    expect(cutPdf.status).toBe(415);
    expect((await cutPdf.json()).message).toBe('files: the PDF is incomplete or damaged (it has no %%EOF at its end)');

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload(anna, iid, gif, 'a.gif', 'image/gif')).status).toBe(415);
    expect((await upload(anna, iid, Buffer.alloc(0), 'empty.pdf')).status).toBe(415);
  });

  it('refuses more than 20 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const response = await upload(anna, iid, big, 'big.pdf', 'application/pdf');
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('files: the file is larger than 20 MB');
  });

  it('answers 400 without a file, 404 for a missing issue, 401 without a session', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const none = await fetch(`${server.url}/api/issues/${iid}/attachments`, { method: 'POST', body: form, headers: { cookie: anna.cookie } });
    expect(none.status).toBe(400);
    const missing = await upload(anna, 999_999, pdf, 'a.pdf');
    expect([missing.status, (await missing.json()).message]).toEqual([404, 'Issue 999999 not found']);
    expect((await upload(new ApiClient(server.url), iid, pdf, 'a.pdf')).status).toBe(401);
    expect((await anna.post('/api/attachments', { iid: 999_999 })).status).toBe(404);
    expect((await anna.get('/api/attachments/999999')).status).toBe(404);
    expect((await new ApiClient(server.url).get('/api/attachments/1')).status).toBe(401);
  });

  it('removes an attachment: gone from the list and the file, audited when added and when removed', async () => {
    const report = await attach(pdf, 'to be removed.pdf');
    expect((await jonas.post('/api/rmattachment', { id: report.id })).status).toBe(200);
    const { attachments } = await anna.call('attachments', { iid });
    expect(attachments.map((a: Attachment) => a.id)).not.toContain(report.id);
    expect((await anna.get(report.url)).status).toBe(404);
    expect((await jonas.post('/api/rmattachment', { id: report.id })).status).toBe(404);

    const events = await server.sql`select actor, action, before, after from events where entity = 'attachment' and entity_id = ${report.id} order by id`;
    const described = { iid, name: 'to be removed.pdf', mime: 'application/pdf', size: pdf.length, width: null, height: null, etag: report.url.split('v=')[1] };
    expect(events).toEqual([
      { actor: 'anna', action: 'create', before: null, after: described },
      { actor: 'jonas', action: 'delete', before: described, after: null },
    ]);
  });

  it("goes out live to the issue's room: a new attachment and a removed one", async () => {
    const { result: otherIid } = await anna.call('addIssue', { station: sid, prod: 'Live evidence' });
    const watcher = connectSocket(server.url, jonas.cookie);
    const elsewhere = connectSocket(server.url, jonas.cookie);
    sockets.push(watcher, elsewhere);
    await Promise.all([connected(watcher), connected(elsewhere)]);
    expect(await subscribe(watcher, [rooms.issue(otherIid)])).toEqual({ ok: true });
    expect(await subscribe(elsewhere, [rooms.issue(iid), rooms.issues])).toEqual({ ok: true });

    const photo = await attach(await png(), 'live.png', otherIid);
    const added = await waitForEvent(watcher, 'issue:attachments', (p) => p.attachments.length === 1);
    expect(added).toEqual({ iid: otherIid, attachments: [photo] });

    await anna.call('removeAttachment', { id: photo.id });
    expect(await waitForEvent(watcher, 'issue:attachments', (p) => p.attachments.length === 0)).toEqual({ iid: otherIid, attachments: [] });
    await delivered(anna, [elsewhere]);
    expect(elsewhere.received.filter((r) => r.event === 'issue:attachments')).toEqual([]);
  });

  it('is refused to kiosk screens (403): the list, the file, the thumbnail, the upload and the removal', async () => {
    const photo = await attach(await png(), 'not for TVs.png');
    const tv = await openWallScreen(anna, 'Evidence TV');
    expect((await tv.post('/api/issues')).status).toBe(200); // it reads the lists
    for (const [call, body] of [['/api/attachments', { iid }], ['/api/rmattachment', { id: photo.id }], ['/api/rmimage', { sid }]] as const) {
      const result = await tv.post(call, body);
      expect([result.status, result.body.message], call).toEqual([403, 'Kiosk screens are read-only']);
    }
    expect((await tv.get(photo.url)).status).toBe(403);
    expect((await tv.get(photo.thumbUrl)).status).toBe(403);
    expect((await upload(tv, iid, pdf, 'from a TV.pdf')).status).toBe(403);
    expect((await anna.get(photo.url)).status).toBe(200); // still there
  });

  it("refuses a PDF with JavaScript (Chromium's viewer would run it), wherever it is written", async () => {
    const scripted = Buffer.from([
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      '4 0 obj << /S /J#61vaScript /JS (app.alert\\("opened"\\)) >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'));
    const response = await upload(anna, iid, scripted, 'form.pdf', 'application/pdf');
    expect([response.status, (await response.json()).message])
      .toEqual([415, 'files: the PDF contains JavaScript, which is not accepted; save or print it as a PDF without scripts']);
  });

  it('drops bidirectional controls from a name, which made it show otherwise than it is', async () => {
    const report = await attach(pdf, 'invoice\u202efdp.exe');
    expect(report.name).toBe('invoicefdp.exe');
    expect((await anna.get(report.url)).headers.get('content-disposition')).toBe(`inline; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`);
  });

  it('go with their issue when it is deleted', async () => {
    const { result: doomed } = await anna.call('addIssue', { station: sid, prod: 'Short-lived' });
    const report = await attach(pdf, 'doomed.pdf', doomed);
    await anna.call('removeIssue', { iid: doomed });
    expect((await anna.get(report.url)).status).toBe(404);
  });
});

describe('stored files', () => {
  /** A PDF of `bytes`, random inside a stream, that nobody else uploads. */
  const randomPdf = (bytes: number) => {
    const head = Buffer.from('%PDF-1.4\n1 0 obj << /Length 0 >>\nstream\n');
    const tail = Buffer.from('\nendstream\nendobj\n%%EOF\n');
    return Buffer.concat([head, randomBytes(bytes - head.length - tail.length), tail]);
  };
  const hashOf = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  /** Whether the bytes of `hash` are still stored: the embedded server's file, PostgreSQL's chunks, and the row. */
  const stored = async (hash: string) => {
    const [row] = await server.sql`select (select count(*)::int from blob_chunks where hash = ${hash}) as chunks, (select count(*)::int from blobs where hash = ${hash}) as rows`;
    const file = fs.existsSync(path.join(server.config.dataDir, 'files', hash.slice(0, 2), hash));
    return server.config.databaseUrl ? row!.rows > 0 && row!.chunks > 0 && !file : row!.rows > 0 && row!.chunks === 0 && file;
  };

  it('serves a byte range (206) across the chunks it is stored in, the whole file for an old If-Range, 416 outside it', async () => {
    const data = randomPdf(300 * 1024);
    const report = await attach(data, 'range.pdf');
    const part = await anna.get(report.url, { range: 'bytes=262000-262999' });
    expect([part.status, part.headers.get('content-range'), part.headers.get('content-length')]).toEqual([206, `bytes 262000-262999/${data.length}`, '1000']);
    expect(Buffer.from(await part.arrayBuffer()).equals(data.subarray(262000, 263000))).toBe(true);
    const last = await anna.get(report.url, { range: 'bytes=-100' });
    expect(Buffer.from(await last.arrayBuffer()).equals(data.subarray(-100))).toBe(true);
    const whole = await anna.get(report.url, { range: 'bytes=0-9', 'if-range': '"not-its-etag"' });
    expect([whole.status, (await whole.arrayBuffer()).byteLength]).toEqual([200, data.length]);
    const outside = await anna.get(report.url, { range: `bytes=${data.length}-` });
    expect([outside.status, outside.headers.get('content-range')]).toEqual([416, `bytes */${data.length}`]);
  });

  it('keeps one copy of a content, while a row names it, and removes it once none does', async () => {
    const data = randomPdf(4096);
    const hash = hashOf(data);
    const first = await attach(data, 'first.pdf');
    const second = await attach(data, 'second copy.pdf');
    expect(await stored(hash)).toBe(true);
    // As if stored long ago: the sweep after a removal takes it at once when no row names it.
    await server.sql`update blobs set touched_at = now() - interval '1 hour' where hash = ${hash}`;
    await anna.call('removeAttachment', { id: first.id });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the sweep after that removal has run
    expect(await stored(hash)).toBe(true);
    expect(Buffer.from(await (await anna.get(second.url)).arrayBuffer()).equals(data)).toBe(true);

    await anna.call('removeAttachment', { id: second.id });
    const file = path.join(server.config.dataDir, 'files', hash.slice(0, 2), hash);
    await waitUntil(async () => !(await server.sql`select 1 from blobs where hash = ${hash}`).length && !fs.existsSync(file), 10_000, 'the unused blob was not removed');
    expect(await server.sql`select seq from blob_chunks where hash = ${hash}`).toEqual([]);
  });
});

describe('removing a station image', () => {
  it("clears the station's imageUrl and the image, live on its screen and globe bar, audited; 404 when there is none", async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'station.png');
    const { st: withImage } = await (await fetch(`${server.url}/api/uploadf/${sid}`, { method: 'POST', body: form, headers: { cookie: anna.cookie } })).json();
    expect(withImage.imageUrl).not.toBe('');
    await anna.call('updateStation', { sid, modif: withImage.modif, coordinates: '59.91, 10.75' });

    const watcher = connectSocket(server.url, jonas.cookie);
    sockets.push(watcher);
    await connected(watcher);
    expect(await subscribe(watcher, [rooms.station(sid), rooms.locations])).toEqual({ ok: true });

    const { st } = await jonas.call('removeImage', { sid });
    expect(st).toMatchObject({ sid, imageUrl: '', modBy: 'jonas' });
    expect((await anna.get(withImage.imageUrl)).status).toBe(404);
    expect((await waitForEvent(watcher, 'station:updated', (p) => p.st.imageUrl === '')).st.sid).toBe(sid);
    expect((await waitForEvent(watcher, 'locations:row', (p) => p.location.id === sid)).location.img).toBe('');
    const [event] = await server.sql`select actor, action, before from events where entity = 'image' and entity_id = ${sid} and action = 'delete'`;
    expect(event).toMatchObject({ actor: 'jonas', action: 'delete', before: { mime: 'image/png', width: 64, height: 48 } });

    const again = await jonas.post('/api/rmimage', { sid });
    expect([again.status, again.body.message]).toEqual([404, `Station ${sid} has no image`]);
  });
});
