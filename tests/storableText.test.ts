import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { COLLAB_CLOSE } from '../shared/collab.ts';
import { AUTOSAVE_STATION_MS } from '../shared/constants.ts';
import { recordName } from '../shared/recordNames.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { PASSWORD, startTestServer, type TestServer } from './helpers/testServer.ts';
import { openDoc, synced, waitUntil, type TestDoc } from './helpers/yjsClient.ts';

// Text the database cannot store and values outside their range are refused at the boundary (400 naming the
// field, or close code 4400 for shared text), and a doc stored with such text before does not block its flush.

let server: TestServer;
let anna: ApiClient;
let jonas: ApiClient;
let sid: number;
let iid: number;
const clients: TestDoc[] = [];
let projectNumber = 83000;
const errors = vi.spyOn(console, 'error');

const NUL = 'ab\u0000cd';
const LONE = 'ab\ud800cd';

function open(client: ApiClient, name: string): TestDoc {
  const doc = openDoc(server.url, client.cookie, name);
  clients.push(doc);
  return doc;
}

async function addStation(): Promise<number> {
  const { result } = await anna.call('addStation', { projectId: String(++projectNumber), stationName: `Text ${projectNumber}`, serials: [] });
  return result as number;
}

async function column(id: number, field: 'contactPersons' | 'comments' | 'review'): Promise<string> {
  return (await anna.call('station', { sid: id })).st[field];
}

async function snapshot() {
  return {
    stations: await server.sql`select * from stations order by sid`,
    issues: await server.sql`select * from issues order by iid`,
    products: await server.sql`select * from products order by pid`,
    events: await server.sql`select count(*)::int as n from events`,
    kiosks: await server.sql`select count(*)::int as n from kiosk_tokens`,
  };
}

/** Logged lines (console.error, where the server logs) that mention `text`. */
function logged(text: string): string[] {
  return errors.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => line.includes(text));
}

beforeAll(async () => {
  server = await startTestServer();
  anna = await server.signIn('anna', 'Anna Berger');
  jonas = await server.signIn('jonas', 'Jonas Weber');
  sid = await addStation();
  ({ result: iid } = await anna.call('addIssue', { station: sid, prod: 'ASC' }));
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await server?.stop();
  errors.mockRestore();
});

describe('text fields of the API', () => {
  const STATION_TEXT = ['projId', 'name', 'customer', 'comp', 'owner', 'product', 'ordDate', 'endWarranty', 'country', 'coordinates',
    'snnmVersion', 'reactor', 'systemVoltage', 'encapsulation', 'sbgTypeCode', 'cpu', 'projectFolder', 'softwareFolder',
    'contactPersons', 'comments', 'review'];
  const ISSUE_TEXT = ['snid', 'product', 'owner', 'descr', 'note'];

  /** Every text field of every body, as [call, body with `bad` in that field, the field's name in the message]. */
  function cases(bad: string, modif: { station: string; issue: string }): [string, unknown, string][] {
    return [
      ['/api/addstation', { projectId: bad, stationName: 'Station name', serials: [] }, 'projectId'],
      ['/api/addstation', { projectId: '99999', stationName: bad, serials: [] }, 'stationName'],
      ['/api/addstation', { projectId: '99999', stationName: 'Station name', serials: [{ cat: 'ASC', serial: bad }] }, 'serials.0.serial'],
      ...STATION_TEXT.map((field): [string, unknown, string] => ['/api/updstation', { sid, modif: modif.station, [field]: bad }, field]),
      ['/api/addprod', { sid, cat: 'ASC', serial: bad }, 'serial'],
      ['/api/addissue', { station: sid, prod: bad }, 'prod'],
      ...ISSUE_TEXT.map((field): [string, unknown, string] => ['/api/updissue', { iid, modif: modif.issue, [field]: bad }, field]),
      ['/api/kiosk/add', { name: bad }, 'name'],
      ['/api/kiosk/revoke', { name: bad }, 'name'],
      ['/api/login', { user: bad, password: PASSWORD }, 'user'],
      ['/api/login', { user: 'anna', password: bad }, 'password'],
    ];
  }

  it('refuse NUL, other control characters and unpaired surrogates with 400 naming the field, and change nothing', async () => {
    const modif = { station: (await anna.call('station', { sid })).st.modif, issue: (await anna.call('issue', { iid })).issue.modif };
    const before = await snapshot();
    for (const [bad, problem] of [[NUL, 'must not contain control character U+0000'], [LONE, 'must not contain unpaired surrogate U+D800'],
      ['\u001b[2J', 'must not contain control character U+001B']]) {
      for (const [call, body, field] of cases(bad!, modif)) {
        const result = await anna.post(call, body);
        const label = `${call} ${field} ${JSON.stringify(bad)}`;
        expect(result.status, label).toBe(400);
        expect(result.body.message, label).toContain(`${field}: ${problem}`);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect((await anna.post('/api/whoami')).status).toBe(200); // the refused logins did not touch the session
  });

  it('keep tabs, newlines and characters outside the BMP', async () => {
    const { st } = await anna.call('station', { sid });
    const text = 'Line 1\r\nLine 2\n\tindented 😀 Ω';
    const updated = await anna.call('updateStation', { sid, modif: st.modif, comments: text, customer: 'Nørre Ørsted 😀' });
    expect(updated.st.comments).toBe(text);
    expect(updated.st.customer).toBe('Nørre Ørsted 😀');
    const { prod } = await anna.call('addProduct', { sid, cat: 'ASC', serial: 'SN-😀-1' });
    expect(prod.serial).toBe('SN-😀-1');
  });
});

describe('values outside their range', () => {
  it('refuses dates outside 1900–2200, impossible times and loose formats with 400; 1979 still means not set', async () => {
    const { st } = await anna.call('station', { sid });
    const { issue } = await anna.call('issue', { iid });
    for (const bad of ['0000-01-01', '1899-12-31', '2201-01-01', '2024-01-01T99:99:99Z', '2024-02-30', '2024-01-01 12:00', '24-01-01']) {
      for (const field of ['ack', 'commissionedDate', 'deliv']) {
        const result = await anna.post('/api/updstation', { sid, modif: st.modif, [field]: bad });
        expect(result.status, `${field} ${bad}`).toBe(400);
        expect(result.body.message).toContain(`${field}: must be a valid date (YYYY-MM-DD) between 1900 and 2200`);
      }
      const result = await anna.post('/api/updissue', { iid, modif: issue.modif, reported: bad });
      expect(result.status, `reported ${bad}`).toBe(400);
    }
    expect((await anna.post('/api/updstation', { sid, modif: '0000-01-01T00:00:00Z', customer: 'x' })).status).toBe(400);

    const set = await anna.call('updateStation', { sid, modif: st.modif, ack: '2200-12-31', deliv: '2024-03-05T23:59:59.5+02:00' });
    expect([set.st.ack, set.st.deliv]).toEqual(['2200-12-31', '2024-03-05']);
    const cleared = await anna.call('updateStation', { sid, modif: set.st.modif, ack: '1979-01-01T00:00:00.000Z' });
    expect(cleared.st.ack).toBe('1979-01-01');
    // endWarranty is free text: a year the domain has no use for is kept as text and is no warranty end.
    await anna.call('updateStation', { sid, modif: cleared.st.modif, endWarranty: '0000-01-01' });
    expect((await anna.call('stations')).stations.find((row) => row.sid === sid)!.wend).toBe('1979-01-01');
  });

  it('keeps record ids within int4, setParent included (0 still disconnects)', async () => {
    const child = await addStation();
    const { st } = await anna.call('station', { sid: child });
    for (const setParent of [2147483648, 2 ** 53, -1, 1.5]) {
      const result = await anna.post('/api/updstation', { sid: child, modif: st.modif, setParent });
      expect(result.status, String(setParent)).toBe(400);
      expect(result.body.message).toContain('setParent: ');
    }
    for (const body of [{ sid: 2147483648 }, { sid: 0 }]) expect((await anna.post('/api/station', body)).status).toBe(400);
    const linked = await anna.call('updateStation', { sid: child, modif: st.modif, setParent: sid });
    expect(linked.st.parent?.sid).toBe(sid);
    const unlinked = await anna.call('updateStation', { sid: child, modif: linked.st.modif, setParent: 0 });
    expect(unlinked.st.parent).toBeNull();
  });
});

describe('shared text', () => {
  it('refuses an update inserting a NUL with 4400, before applying it, and the other fields keep flushing', async () => {
    const id = await addStation();
    const name = recordName('station', id);
    const a = open(anna, name);
    const b = open(jonas, name);
    await Promise.all([synced(a), synced(b)]);

    a.text('review').insert(0, 'Reviewed by Anna');
    await waitUntil(async () => (await column(id, 'review')) === 'Reviewed by Anna', 4 * AUTOSAVE_STATION_MS, 'review did not reach its column');

    a.text('comments').insert(0, 'poisoned \u0000 text');
    await waitUntil(() => a.closed !== null, 5000, 'the connection was not closed');
    expect(a.closed).toEqual({ code: COLLAB_CLOSE.invalid, reason: 'the text must not contain control character U+0000' });

    b.text('comments').insert(0, 'Written by Jonas');
    b.text('contactPersons').insert(0, 'Site: Ola');
    await waitUntil(async () => (await column(id, 'comments')) === 'Written by Jonas' && (await column(id, 'contactPersons')) === 'Site: Ola',
      4 * AUTOSAVE_STATION_MS, 'the other fields did not reach their columns');
    expect(b.text('comments').toString()).toBe('Written by Jonas'); // the NUL was never relayed
    expect(logged(`writing the text of ${name} failed`)).toEqual([]);
  });

  it('a doc stored with a NUL before the rule existed loses those characters at the flush; every field reaches its column', async () => {
    const id = await addStation();
    const name = recordName('station', id);
    const old = new Y.Doc();
    old.getText('comments').insert(0, 'Coil \u0000retuned\u0000.');
    old.getText('review').insert(0, 'Reviewed in 2019');
    old.getText('contactPersons').insert(0, 'Site: Kari\u0007');
    await server.sql`insert into yjs_updates (doc, update) values (${name}, ${Buffer.from(Y.encodeStateAsUpdate(old))})`;

    const a = open(anna, name);
    await synced(a);
    await waitUntil(async () => (await column(id, 'review')) === 'Reviewed in 2019', 4 * AUTOSAVE_STATION_MS, 'the poisoned doc did not flush');
    expect(await column(id, 'comments')).toBe('Coil retuned.');
    expect(await column(id, 'contactPersons')).toBe('Site: Kari');
    await waitUntil(() => a.text('comments').toString() === 'Coil retuned.', 5000, 'the doc itself was not cleaned');
    expect(logged(`${name} field comments holds text that cannot be stored`)).toEqual([expect.stringContaining('control character U+0000')]);
    expect(logged(`${name} field contactPersons holds text that cannot be stored`)).toEqual([expect.stringContaining('control character U+0007')]);
    expect(logged(`writing the text of ${name} failed`)).toEqual([]);

    // The cleaned doc is stored: it loads clean after the last person left.
    a.destroy();
    await waitUntil(async () => {
      const rows = await server.sql<{ update: Uint8Array }[]>`select update from yjs_updates where doc = ${name} order by id`;
      const stored = new Y.Doc();
      for (const row of rows) Y.applyUpdate(stored, row.update);
      return stored.getText('comments').toString() === 'Coil retuned.';
    }, 5000, 'the cleaned doc was not stored');
  });
});

describe('awareness', () => {
  it('closes a connection sending an oversized awareness state (4413) and relays it to nobody', async () => {
    const id = await addStation();
    const name = recordName('station', id);
    const [big, watcher, small] = [open(anna, name), open(jonas, name), open(anna, name)];
    await Promise.all([synced(big), synced(watcher), synced(small)]);
    let largest = 0;
    watcher.provider.awareness.on('change', () => {
      for (const state of watcher.provider.awareness.getStates().values()) largest = Math.max(largest, JSON.stringify(state).length);
    });

    big.provider.awareness.setLocalStateField('user', { name: 'x'.repeat(200_000), color: '#f00' });
    await waitUntil(() => big.closed !== null, 5000, 'the connection was not closed');
    expect(big.closed).toEqual({ code: COLLAB_CLOSE.tooLarge, reason: 'An awareness state may take at most 2048 bytes' });

    // A small state sent after it arrives; had the big one been relayed, it would have arrived first.
    small.provider.awareness.setLocalStateField('user', { name: 'Anna Berger', color: '#0a0' });
    await waitUntil(() => [...watcher.provider.awareness.getStates().values()].some((state) => state.user?.name === 'Anna Berger'), 5000, 'the small state was not relayed');
    expect(largest).toBeLessThan(2048);
  });
});
