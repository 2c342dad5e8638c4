import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_STATUS, ACTION_TYPE, EFFECTIVENESS, ISSUE_STATUS, ROOT_CAUSE } from '../shared/constants.ts';
import type { Attachment } from '../shared/records.ts';
import { openWallScreen, type ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';

// The customer report (issue 36): what it states is read back from the PDF with poppler's pdftotext, and a marker
// put into every internal field must not be in it.
const run = promisify(execFile);
let server: TestServer;
let anna: ApiClient;
let jonas: ApiClient;
let iid: number;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  anna = await server.signIn('anna', 'Anna Berger');
  jonas = await server.signIn('jonas', 'Jonas Weber');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-report-'));
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function upload(data: Buffer, filename: string): Promise<Attachment> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(data)]), filename);
  const response = await fetch(`${server.url}/api/issues/${iid}/attachments`, { method: 'POST', body: form, headers: { cookie: anna.cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { attachment: Attachment }).attachment;
}

async function pdfText(attachment: Attachment): Promise<{ text: string; bytes: Buffer }> {
  const bytes = Buffer.from(await (await anna.get(attachment.url)).arrayBuffer());
  const file = path.join(dir, `${attachment.id}.pdf`);
  fs.writeFileSync(file, bytes);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return { text: stdout.replace(/\s+/g, ' '), bytes };
}

const photo = (color: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: color } }).jpeg().toBuffer();

describe('the customer report', () => {
  it('states what the customer may see, never an internal field, and is kept as numbered versions', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '93001', stationName: 'Report Station', serials: [{ cat: 'ASC', serial: 'ASC-2291' }] });
    const { st } = await anna.call('station', { sid });
    await anna.call('updateStation', { sid, modif: st.modif, customer: 'Nordnetz AG', comp: 'Stationdesk Energy GmbH',
      comments: 'INTERNAL-STATION-COMMENT', review: 'INTERNAL-STATION-REVIEW', contactPersons: 'INTERNAL-CONTACT' });
    ({ result: iid } = await anna.call('addIssue', { station: sid, prod: 'ASC coil' }));
    const { issue } = await anna.call('issue', { iid });
    await anna.call('updateIssue', {
      iid, modif: issue.modif, status: ISSUE_STATUS.InProgress, statusC: ISSUE_STATUS.New, owner: 'Jonas Weber',
      descr: 'Oil seeps at the lower flange of the coil.', note: 'Gasket material hardened in the cold.', rcCat: ROOT_CAUSE.Material,
      effResult: EFFECTIVENESS.NotYetKnown, effNote: 'INTERNAL-EFFECTIVENESS-NOTE',
    });
    const { action: shown } = await anna.call('addAction', { iid, type: ACTION_TYPE.Corrective, descr: 'Replace the flange gasket', owner: 'Jonas Weber', due: '2026-03-01', showCust: true });
    await jonas.call('updateAction', { aid: shown.aid, modif: shown.modif, status: ACTION_STATUS.Done });
    await anna.call('verifyAction', { aid: shown.aid, note: 'INTERNAL-VERIFICATION-NOTE' });
    await anna.call('addAction', { iid, type: ACTION_TYPE.Containment, descr: 'INTERNAL-HIDDEN-ACTION', owner: 'Anna Berger' });
    const picked = await upload(await photo('#456'), 'flange-before.jpg');
    await upload(await photo('#654'), 'INTERNAL-OTHER-PHOTO.jpg');

    const { attachment: first } = await jonas.call('issueReport', { iid, photos: [picked.id] });
    expect(first).toMatchObject({ name: `${issue.snid} customer report v1.pdf`, mime: 'application/pdf', report: { version: 1 } });
    const { text, bytes } = await pdfText(first);
    expect(first.report!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    for (const stated of [issue.snid, 'Report Station', '93001', 'Nordnetz AG', 'Stationdesk Energy GmbH', 'ASC-2291', 'New',
      'Oil seeps at the lower flange of the coil.', 'Material', 'Gasket material hardened in the cold.', 'Replace the flange gasket',
      'Verified', '2026-03-01', 'flange-before.jpg', 'Jonas Weber', 'v1']) {
      expect(text, stated).toContain(stated);
    }
    for (const internal of ['INTERNAL', 'In Progress', 'Not yet known', 'Anna Berger']) expect(text, internal).not.toContain(internal);

    // Re-issued after an edit: version 2, both kept, the history says so.
    const { issue: edited } = await anna.call('issue', { iid });
    await anna.call('updateIssue', { iid, modif: edited.modif, statusC: ISSUE_STATUS.InProgress });
    const { attachment: second } = await anna.call('issueReport', { iid, photos: [] });
    expect(second.report?.version).toBe(2);
    expect((await pdfText(second)).text).toContain('In Progress');
    const { attachments } = await anna.call('attachments', { iid });
    expect(attachments.filter((a) => a.report).map((a) => a.report!.version)).toEqual([1, 2]);
    const { entries } = await anna.call('history', { kind: 'issue', id: iid, limit: 50 });
    expect(entries.filter((e) => e.subject === 'attachment' && e.after?.report).map((e) => e.subject === 'attachment' && e.after?.report)).toEqual([2, 1]);
  });

  it('refuses a photo that is not an image of this NCR, and a kiosk', async () => {
    const stranger = await anna.post('/api/issuereport', { iid, photos: [999999] });
    expect([stranger.status, stranger.body.message]).toEqual([400, 'photos: attachment 999999 is not a photo of this NCR']);
    const twice = await anna.post('/api/issuereport', { iid, photos: [1, 1] });
    expect([twice.status, twice.body.message]).toEqual([400, 'photos: must not name a photo twice']);
    expect((await anna.post('/api/issuereport', { iid: 99999999, photos: [] })).status).toBe(404);
    const tv = await openWallScreen(anna, 'Report TV');
    const refused = await tv.post('/api/issuereport', { iid, photos: [] });
    expect([refused.status, refused.body.message]).toEqual([403, 'Kiosk screens are read-only']);
    const { attachments } = await anna.call('attachments', { iid });
    expect(attachments.filter((a) => a.report)).toHaveLength(2); // none of these added one
  });
});
