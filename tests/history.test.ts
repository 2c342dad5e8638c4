import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SET_DATE, NOT_SET_TIMESTAMP } from '../shared/constants.ts';
import { historyPage, type HistoryEntry } from '../shared/history.ts';
import { ApiClient, openWallScreen } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';
import type { CallBody } from './helpers/typedCalls.ts';

// History (issue 15): every change of a station or an NCR from the audit log, and the activity feed over all of
// them, newest first, a page at a time; staff only.
let server: TestServer;
let anna: ApiClient;
let jonas: ApiClient;
let projectNumber = 93000;

beforeAll(async () => {
  server = await startTestServer();
  anna = await server.signIn('anna', 'Anna Berger');
  jonas = await server.signIn('jonas', 'Jonas Weber');
});
afterAll(() => server?.stop());

async function addStation(client: ApiClient, name: string, serials: CallBody<'addStation'>['serials'] = []): Promise<{ sid: number; projId: string }> {
  const projId = String(++projectNumber);
  const { result } = await client.call('addStation', { projectId: projId, stationName: name, serials });
  return { sid: result, projId };
}

async function updateStation(client: ApiClient, sid: number, fields: Record<string, unknown>): Promise<void> {
  const { st } = await client.call('station', { sid });
  await client.call('updateStation', { sid, modif: st.modif, ...fields });
}

async function updateIssue(client: ApiClient, iid: number, fields: Record<string, unknown>): Promise<void> {
  const { issue } = await client.call('issue', { iid });
  await client.call('updateIssue', { iid, modif: issue.modif, ...fields });
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#258' } }).png().toBuffer();
const pdf = Buffer.from(['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
  'trailer << /Root 1 0 R >>', '%%EOF', ''].join('\n'));

async function uploadTo(client: ApiClient, path: string, data: Buffer, name: string): Promise<any> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${server.url}/api/${path}`, { method: 'POST', body: form, headers: { cookie: client.cookie } });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A page, checked against the wire schema (as the client's test build does). */
async function page(client: ApiClient, call: 'history' | 'activity', body: object): Promise<{ entries: HistoryEntry[]; next: string | null }> {
  return historyPage.parse(await client.call(call, body as CallBody<typeof call>));
}

/** Every page, following `next`: the entries in order, and how many pages it took. */
async function allPages(client: ApiClient, call: 'history' | 'activity', body: object): Promise<{ entries: HistoryEntry[]; pages: number }> {
  const entries: HistoryEntry[] = [];
  let before: string | undefined;
  let pages = 0;
  do {
    const result = await page(client, call, { ...body, ...(before ? { before } : {}) });
    entries.push(...result.entries);
    pages++;
    before = result.next ?? undefined;
  } while (before);
  return { entries, pages };
}

/** An entry in short: who, what, and the values. */
function brief(entry: HistoryEntry): unknown[] {
  return [entry.actor, entry.action, entry.subject, entry.subject === 'field' ? entry.field : null, entry.before, entry.after];
}

function expectNewestFirst(entries: HistoryEntry[]): void {
  for (let i = 1; i < entries.length; i++) {
    const [newer, older] = [entries[i - 1]!, entries[i]!];
    expect(newer.at >= older.at, `${newer.at} before ${older.at}`).toBe(true);
    if (newer.at === older.at) expect(BigInt(newer.id) > BigInt(older.id)).toBe(true);
  }
}

describe('a station\'s history', () => {
  it('shows creation, fields, shared text, products, the image and the parent, each with person and before/after, newest first', async () => {
    const parent = await addStation(jonas, 'Parent Works');
    const { sid, projId } = await addStation(anna, 'History Station', [{ cat: 'GFN', serial: 'S-1' }]);
    const first = (await anna.call('station', { sid })).prods[0]!;
    await updateStation(anna, sid, { customer: 'ACME', owner: 'Anna Berger', ack: '2024-02-29' });
    await updateStation(jonas, sid, { comments: 'first line\nsecond line' });
    const { prod: second } = await anna.call('addProduct', { sid, cat: 'ASC', serial: 'S-2' });
    await jonas.call('removeProduct', { pid: first.pid });
    await uploadTo(anna, `uploadf/${sid}`, await png(40, 30), 'one.png');
    const { st } = await uploadTo(jonas, `uploadf/${sid}`, await png(20, 10), 'two.png');
    await updateStation(anna, sid, { setParent: parent.sid });
    await updateStation(jonas, sid, { setParent: 0 });
    await updateStation(jonas, sid, { ack: null, owner: '' });

    const { entries, next } = await page(anna, 'history', { kind: 'station', id: sid });
    expect(next).toBeNull();
    expectNewestFirst(entries);
    const parentRef = { sid: parent.sid, name: 'Parent Works', projId: parent.projId };
    const etag = st.imageUrl.split('v=')[1];
    expect(entries.map(brief)).toEqual([
      ['jonas', 'update', 'field', 'ack', '2024-02-29', NOT_SET_DATE],
      ['jonas', 'update', 'field', 'owner', 'Anna Berger', ''],
      ['jonas', 'update', 'parent', null, parentRef, null],
      ['anna', 'update', 'parent', null, null, parentRef],
      ['jonas', 'update', 'image', null, { etag: expect.any(String), mime: 'image/png', width: 40, height: 30 }, { etag, mime: 'image/png', width: 20, height: 10 }],
      ['anna', 'update', 'image', null, null, { etag: expect.any(String), mime: 'image/png', width: 40, height: 30 }],
      ['jonas', 'delete', 'product', null, { pid: first.pid, cat: 'GFN', serial: 'S-1' }, null],
      ['anna', 'create', 'product', null, null, { pid: second.pid, cat: 'ASC', serial: 'S-2' }],
      ['jonas', 'update', 'field', 'comments', '', 'first line\nsecond line'],
      ['anna', 'update', 'field', 'ack', NOT_SET_DATE, '2024-02-29'],
      ['anna', 'update', 'field', 'owner', '', 'Anna Berger'],
      ['anna', 'update', 'field', 'customer', '', 'ACME'],
      ['anna', 'create', 'product', null, null, { pid: first.pid, cat: 'GFN', serial: 'S-1' }],
      ['anna', 'create', 'record', null, null, { projId, name: 'History Station' }],
    ]);
    expect(entries[4]!.before).not.toEqual(entries[4]!.after);
    for (const entry of entries) expect(entry).toMatchObject({ kind: 'station', recordId: sid, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    expect(entries[0]).not.toHaveProperty('recordLabel');

    // The parent's own history has its creation only: the connection is the sub-project's.
    expect((await page(anna, 'history', { kind: 'station', id: parent.sid })).entries.map(brief))
      .toEqual([['jonas', 'create', 'record', null, null, { projId: parent.projId, name: 'Parent Works' }]]);
  });

  it('still answers for a deleted station, its deletion newest; a sub-project shows the parent it lost by name', async () => {
    const doomed = await addStation(anna, 'Doomed Station');
    const child = await addStation(anna, 'Child Station');
    await updateStation(anna, child.sid, { setParent: doomed.sid, customer: 'Kept' });
    const { result: iid } = await anna.call('addIssue', { station: doomed.sid, prod: 'GFN' });
    await jonas.call('removeStation', { sid: doomed.sid });

    const { entries } = await page(anna, 'history', { kind: 'station', id: doomed.sid });
    expect(entries.map((e) => [e.actor, e.action, e.subject])).toEqual([['jonas', 'delete', 'record'], ['anna', 'create', 'record']]);
    expect(entries[0]!.before).toMatchObject({ sid: doomed.sid, name: 'Doomed Station', projId: doomed.projId });
    expect(entries[0]!.after).toBeNull();

    const lost = { sid: doomed.sid, name: 'Doomed Station', projId: doomed.projId };
    expect((await page(anna, 'history', { kind: 'station', id: child.sid })).entries.slice(0, 2).map(brief)).toEqual([
      ['jonas', 'update', 'parent', null, lost, null],
      ['anna', 'update', 'parent', null, null, lost],
    ]);
    // Its NCR, deleted with it, ends with a deletion too.
    expect((await page(anna, 'history', { kind: 'issue', id: iid })).entries.map((e) => [e.actor, e.action])).toEqual([['jonas', 'delete'], ['anna', 'create']]);
  });

  it('answers 404 for a record that never existed', async () => {
    const result = await anna.post('/api/history', { kind: 'station', id: 2_000_000 });
    expect([result.status, result.body.message]).toEqual([404, 'Station 2000000 not found']);
    expect((await anna.post('/api/history', { kind: 'issue', id: 2_000_000 })).body.message).toBe('Issue 2000000 not found');
  });
});

describe("an NCR's history", () => {
  it('shows creation, fields (the closing time with them), multi-line text, attachments and the deletion', async () => {
    const { sid } = await addStation(anna, 'NCR Station');
    const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'ASC coil' });
    await updateIssue(jonas, iid, { status: 2, owner: 'Maria Rossi', descr: 'Oil leak\nat the flange' });
    const { issue: resolved } = await anna.call('issue', { iid });
    const { attachment } = await uploadTo(anna, `issues/${iid}/attachments`, pdf, 'report.pdf');
    await jonas.call('removeAttachment', { id: attachment.id });
    await updateIssue(anna, iid, { status: 1 });
    await anna.call('removeIssue', { iid });

    const { entries } = await page(jonas, 'history', { kind: 'issue', id: iid });
    expectNewestFirst(entries);
    const file = { id: attachment.id, name: 'report.pdf', mime: 'application/pdf', size: pdf.length, width: null, height: null, report: null };
    expect(entries.map(brief)).toEqual([
      ['anna', 'delete', 'record', null, expect.objectContaining({ iid, status: 1, owner: 'Maria Rossi' }), null],
      ['anna', 'update', 'field', 'closed', resolved.closed, NOT_SET_TIMESTAMP],
      ['anna', 'update', 'field', 'status', 2, 1],
      ['jonas', 'delete', 'attachment', null, file, null],
      ['anna', 'create', 'attachment', null, null, file],
      ['jonas', 'update', 'field', 'closed', NOT_SET_TIMESTAMP, resolved.closed],
      ['jonas', 'update', 'field', 'descr', '', 'Oil leak\nat the flange'],
      ['jonas', 'update', 'field', 'status', 0, 2],
      ['jonas', 'update', 'field', 'owner', '', 'Maria Rossi'],
      ['anna', 'create', 'record', null, null, expect.objectContaining({ iid, sid, product: 'ASC coil', status: 0 })],
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ kind: 'issue', recordId: iid });
  });
});

describe('paging', () => {
  it('returns every entry of a long history once, newest first, whatever the page size', async () => {
    const { sid } = await addStation(anna, 'Busy Station');
    for (let i = 1; i <= 12; i++) await updateStation(i % 2 ? anna : jonas, sid, { customer: `Customer ${i}`, cpu: `CPU ${i}` });
    const whole = await page(anna, 'history', { kind: 'station', id: sid, limit: 200 });
    expect(whole.entries).toHaveLength(25);
    expect(whole.next).toBeNull();
    expect(whole.entries[0]).toMatchObject({ subject: 'field', field: 'cpu', before: 'CPU 11', after: 'CPU 12', actor: 'jonas' });

    for (const limit of [1, 7, 25]) {
      const paged = await allPages(anna, 'history', { kind: 'station', id: sid, limit });
      expect(paged.entries).toEqual(whole.entries);
      expect(paged.pages).toBe(Math.ceil(25 / limit)); // a page says there is a next one only when there is
    }
    // 50 by default; a full last page says there is more only when there is.
    const first = await page(anna, 'history', { kind: 'station', id: sid, limit: 24 });
    expect(first.next).toBe(first.entries[23]!.id);
    expect(await page(anna, 'history', { kind: 'station', id: sid, before: first.next })).toEqual({ entries: [whole.entries[24]], next: null });
    // A cursor that names no row is an empty page.
    expect(await page(anna, 'history', { kind: 'station', id: sid, before: '9223372036854775807' })).toEqual({ entries: [], next: null });
  });
});

describe('the activity feed', () => {
  it('lists the changes of every station and NCR newest first, each with its record and label, and pages', async () => {
    const { sid } = await addStation(anna, 'Feed Station');
    const { result: iid } = await jonas.call('addIssue', { station: sid, prod: 'EFL' });
    await updateIssue(jonas, iid, { cat: 2 });
    await openWallScreen(anna, 'Feed TV'); // a kiosk token is audited, but belongs to no record

    const { entries } = await page(anna, 'activity', { limit: 3 });
    expect(entries.map((e) => [e.kind, e.recordId, e.recordLabel, e.actor, e.action, e.subject])).toEqual([
      ['issue', iid, expect.stringMatching(/^NCR-\d{4}-\d{4}$/), 'jonas', 'update', 'field'],
      ['issue', iid, expect.stringMatching(/^NCR-\d{4}-\d{4}$/), 'jonas', 'create', 'record'],
      ['station', sid, 'Feed Station', 'anna', 'create', 'record'],
    ]);
    const all = await allPages(anna, 'activity', { limit: 200 });
    expectNewestFirst(all.entries);
    expect(all.entries.length).toBeGreaterThan(50);
    const paged = await allPages(anna, 'activity', { limit: 9 });
    expect(paged.entries).toEqual(all.entries);
    expect(new Set(paged.entries.map((e) => e.id)).size).toBe(paged.entries.length);
    // The default page is 50.
    expect((await page(anna, 'activity', {})).entries).toEqual(all.entries.slice(0, 50));
    // A deleted record keeps its last label.
    const deleted = all.entries.find((e) => e.subject === 'record' && e.action === 'delete' && e.kind === 'station');
    expect(deleted?.recordLabel).toBe('Doomed Station');
  });

  it('filters by person and by kind, also together, and pages the filtered feed', async () => {
    const all = (await allPages(anna, 'activity', { limit: 200 })).entries;
    const jonasOnly = await allPages(anna, 'activity', { person: 'jonas', limit: 4 });
    expect(jonasOnly.entries).toEqual(all.filter((e) => e.actor === 'jonas'));
    expect(jonasOnly.entries.length).toBeGreaterThan(10);
    const issues = await allPages(anna, 'activity', { kind: 'issue', limit: 5 });
    expect(issues.entries).toEqual(all.filter((e) => e.kind === 'issue'));
    expect((await allPages(anna, 'activity', { kind: 'station', person: 'anna', limit: 6 })).entries)
      .toEqual(all.filter((e) => e.kind === 'station' && e.actor === 'anna'));
    expect(await page(anna, 'activity', { person: 'nobody' })).toEqual({ entries: [], next: null });
  });

  it('filters by a time range: ISO timestamps (from inclusive, to exclusive) and whole days', async () => {
    const { sid } = await addStation(anna, 'Timed Station');
    await pause(30);
    const from = new Date().toISOString();
    await pause(30);
    await updateStation(jonas, sid, { customer: 'Inside' });
    await pause(30);
    const to = new Date().toISOString();
    await pause(30);
    await updateStation(jonas, sid, { customer: 'After' });

    const inside = await page(anna, 'activity', { from, to });
    expect(inside.entries.map(brief)).toEqual([['jonas', 'update', 'field', 'customer', '', 'Inside']]);
    expect((await page(anna, 'activity', { from })).entries.map((e) => e.after)).toEqual(['After', 'Inside']);
    expect((await page(anna, 'activity', { to: from, limit: 1 })).entries[0]).toMatchObject({ subject: 'record', recordId: sid });
    expect((await page(anna, 'activity', { from: from.replace('Z', '+00:00') })).entries).toHaveLength(2);

    // Whole days (UTC): a date as `to` holds that day.
    const archive = async (at: string, after: string) => {
      await server.sql`insert into events (at, actor, entity, entity_id, action, field, before, after, record_kind, record_id)
        values (${at}, 'archive', 'station', ${sid}, 'update', 'customer', ${server.sql.json('')}, ${server.sql.json(after)}, 'station', ${sid})`;
    };
    await archive('2020-05-31T23:59:59.999Z', 'May');
    await archive('2020-06-01T00:00:00Z', 'June 1st');
    await archive('2020-06-02T23:59:59.999Z', 'June 2nd');
    await archive('2020-06-03T00:00:00Z', 'June 3rd');
    expect((await page(anna, 'activity', { from: '2020-06-01', to: '2020-06-02' })).entries.map((e) => e.after)).toEqual(['June 2nd', 'June 1st']);
    expect((await page(anna, 'activity', { from: '2020-06-01', to: '2020-06-01' })).entries.map((e) => e.after)).toEqual(['June 1st']);
    expect((await page(anna, 'activity', { to: '2020-05-31', person: 'archive' })).entries.map((e) => e.after)).toEqual(['May']);
    expect((await allPages(anna, 'activity', { from: '2020-01-01', to: '2020-12-31', limit: 1 })).entries.map((e) => e.after))
      .toEqual(['June 3rd', 'June 2nd', 'June 1st', 'May']);
    // The station's history has them too, in time order.
    expect((await page(anna, 'history', { kind: 'station', id: sid })).entries.map((e) => e.after).slice(-5))
      .toEqual([{ projId: expect.any(String), name: 'Timed Station' }, 'June 3rd', 'June 2nd', 'June 1st', 'May']);
  });
});

describe('the activity feed, all filters at once', () => {
  it('person, kind and a time range together pick exactly the changes that pass all three, across pages', async () => {
    const { sid } = await addStation(anna, 'Combined Station');
    const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'GFN' });
    await pause(30);
    const from = new Date().toISOString();
    await pause(30);
    await updateIssue(jonas, iid, { owner: 'Maria Rossi' }); // inside, jonas, an NCR
    await updateStation(jonas, sid, { customer: 'Inside' }); // inside, jonas, but a station
    await updateIssue(anna, iid, { cat: 2 }); // inside, an NCR, but anna
    await updateIssue(jonas, iid, { descr: 'Second look' }); // inside, jonas, an NCR
    await pause(30);
    const to = new Date().toISOString();
    await pause(30);
    await updateIssue(jonas, iid, { owner: '' }); // jonas, an NCR, but after the range

    const filter = { person: 'jonas', kind: 'issue', from, to };
    const picked = await allPages(anna, 'activity', { ...filter, limit: 1 });
    expect(picked.entries.map(brief)).toEqual([
      ['jonas', 'update', 'field', 'descr', '', 'Second look'],
      ['jonas', 'update', 'field', 'owner', '', 'Maria Rossi'],
    ]);
    expect(picked.pages).toBe(2);
    for (const entry of picked.entries) expect(entry).toMatchObject({ kind: 'issue', recordId: iid, recordLabel: expect.stringMatching(/^NCR-/) });
    // Each filter alone lets more through: the combination is no accident of the data.
    expect((await allPages(anna, 'activity', { person: 'jonas', from, to })).entries).toHaveLength(3);
    expect((await allPages(anna, 'activity', { kind: 'issue', from, to })).entries).toHaveLength(3);
    expect((await allPages(anna, 'activity', { person: 'jonas', kind: 'issue', from })).entries).toHaveLength(3);
    // Whole days: today (UTC) holds them, yesterday none.
    const today = from.slice(0, 10);
    const yesterday = new Date(Date.parse(from) - 86_400_000).toISOString().slice(0, 10);
    const todays = (await allPages(anna, 'activity', { person: 'jonas', kind: 'issue', from: today, to: today })).entries;
    expect(todays.slice(0, 3).map((e) => e.subject === 'field' && e.field)).toEqual(['owner', 'descr', 'owner']);
    expect(await page(anna, 'activity', { person: 'jonas', kind: 'issue', from: yesterday, to: yesterday })).toEqual({ entries: [], next: null });
  });
});

describe('accounts (the activity feed\'s person filter)', () => {
  it('lists every account by name with its person (null without one), and nothing else of it', async () => {
    await server.addUser('zoe');
    const { accounts } = await jonas.call('accounts', {});
    expect(accounts).toEqual([
      { name: 'anna', person: 'Anna Berger' },
      { name: 'jonas', person: 'Jonas Weber' },
      { name: 'zoe', person: null },
    ]);
  });

  it('refuses kiosk screens (403) and anonymous callers (401)', async () => {
    const tv = await openWallScreen(anna, 'Accounts TV');
    const result = await tv.post('/api/accounts', {});
    expect([result.status, result.body.message]).toEqual([403, 'Kiosk screens are read-only']);
    expect((await new ApiClient(server.url).post('/api/accounts', {})).status).toBe(401);
    expect((await anna.post('/api/accounts', { all: true })).status).toBe(400);
  });
});

describe('access and bodies', () => {
  it('refuses kiosk screens (403) and anonymous callers (401)', async () => {
    const tv = await openWallScreen(anna, 'History TV');
    for (const [call, body] of [['/api/history', { kind: 'station', id: 1 }], ['/api/activity', {}]] as const) {
      const result = await tv.post(call, body);
      expect([result.status, result.body.message], call).toEqual([403, 'Kiosk screens are read-only']);
      expect((await new ApiClient(server.url).post(call, body)).status, call).toBe(401);
    }
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const bad: [string, object, RegExp][] = [
      ['/api/history', {}, /kind/],
      ['/api/history', { kind: 'user', id: 1 }, /kind: must be 'station' or 'issue'/],
      ['/api/history', { kind: 'station', id: 0 }, /id: must be above 0/],
      ['/api/history', { kind: 'station', id: 1, before: 5 }, /before: must be the cursor/],
      ['/api/history', { kind: 'station', id: 1, before: '12a' }, /before: must be the cursor/],
      ['/api/history', { kind: 'station', id: 1, before: '9223372036854775808' }, /before: is too large/],
      ['/api/history', { kind: 'station', id: 1, limit: 0 }, /limit: must be at least 1/],
      ['/api/history', { kind: 'station', id: 1, limit: 201 }, /limit: must be at most 200/],
      ['/api/history', { kind: 'station', id: 1, extra: true }, /extra/],
      ['/api/activity', { kind: 'kiosk' }, /kind/],
      ['/api/activity', { person: '' }, /person: must not be empty/],
      ['/api/activity', { from: 'yesterday' }, /from: must be a date/],
      ['/api/activity', { from: '2024-02-30' }, /from: must be a date/],
      ['/api/activity', { to: '2024-01-01T10:00:00' }, /to: must be a date/], // no offset: whose time?
      ['/api/activity', { from: '1800-01-01' }, /from: must be a date/],
      ['/api/activity', { from: '2024-02-01', to: '2024-01-01' }, /to: must be after from/],
    ];
    for (const [call, body, message] of bad) {
      const result = await anna.post(call, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.message, JSON.stringify(body)).toMatch(message);
    }
  });
});

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
