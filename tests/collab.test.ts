import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { AWARENESS_PUBLISH_MS, AWARENESS_RELAY_MS } from '../server/collab/liveDoc.ts';
import { COLLAB_CLOSE, COLLAB_MAX_AWARENESS_CLIENTS, COLLAB_MAX_BUFFERED_BYTES, COLLAB_MAX_CLIENTS_PER_PERSON, COLLAB_PATH } from '../shared/collab.ts';
import { AUTOSAVE_ISSUE_MS, AUTOSAVE_STATION_MS, LONG_TEXT_MAX } from '../shared/constants.ts';
import { recordName } from '../shared/recordNames.ts';
import { keptKey, keptText, loadKeptTexts } from '../client/lib/collab/keptTexts.ts';
import { trackSharedTextSaves } from '../client/lib/collab/sharedTextSaves.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';
import { awarenessMessage, openDoc, synced, upgradeStatus, waitUntil, type TestDoc } from './helpers/yjsClient.ts';

// The multi-line fields as Yjs docs: real y-websocket clients against the real server and database.

let server: TestServer;
let anna: ApiClient;
let jonas: ApiClient;
let maria: ApiClient;
const clients: TestDoc[] = [];
let projectNumber = 72000;

function open(client: ApiClient, name: string, headers: Record<string, string> = {}): TestDoc {
  const doc = openDoc(server.url, client.cookie, name, headers);
  clients.push(doc);
  return doc;
}

/**
 * Resolves once the server has read everything `client` sent so far: an awareness change it sends last has reached
 * `witness` through the server, which handles a connection's messages in order.
 */
async function handled(client: TestDoc, witness: TestDoc): Promise<void> {
  const probe = Math.random();
  client.provider.awareness.setLocalStateField('probe', probe);
  await waitUntil(() => witness.provider.awareness.getStates().get(client.doc.clientID)?.probe === probe, 5_000, 'the awareness probe did not arrive');
}

async function addStation(): Promise<number> {
  const { result } = await anna.call('addStation', { projectId: String(++projectNumber), stationName: `Collab ${projectNumber}`, serials: [] });
  return result as number;
}

async function stationColumn(sid: number, field: 'contactPersons' | 'comments' | 'review'): Promise<string> {
  return (await anna.call('station', { sid })).st[field];
}

beforeAll(async () => {
  server = await startTestServer();
  anna = await server.signIn('anna', 'Anna Berger');
  jonas = await server.signIn('jonas', 'Jonas Weber');
  maria = await server.signIn('maria', 'Maria Rossi');
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await server?.stop();
});

describe('opening a doc', () => {
  it('needs a session, an allowed origin, a staff user and a record that exists', async () => {
    const sid = await addStation();
    const name = recordName('station', sid);
    const { token } = await anna.call('addKiosk', { name: 'Collab TV' });
    const kioskCookie = (await new ApiClient(server.url).get(`/world?kiosk=${token}`)).headers.get('set-cookie')!.split(';')[0]!;

    expect(await upgradeStatus(server.url, name, {})).toBe(401);
    expect(await upgradeStatus(server.url, name, { cookie: 'sd_session=forged' })).toBe(401);
    expect(await upgradeStatus(server.url, name, { cookie: kioskCookie })).toBe(403);
    expect(await upgradeStatus(server.url, name, { cookie: anna.cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(server.url, recordName('station', 999999), { cookie: anna.cookie })).toBe(404);
    expect(await upgradeStatus(server.url, 'settings:1', { cookie: anna.cookie })).toBe(404);
    expect(await upgradeStatus(server.url, 'station:2147483648', { cookie: anna.cookie })).toBe(404); // beyond the id column
    expect(await upgradeStatus(server.url, name, { cookie: anna.cookie, origin: server.url })).toBe(101);
  });

  it('starts from the columns the record already has', async () => {
    const sid = await addStation();
    const { st } = await anna.call('station', { sid });
    await anna.call('updateStation', { sid, modif: st.modif, comments: 'Written before anyone opened the doc' });
    const client = open(anna, recordName('station', sid));
    await synced(client);
    expect(client.text('comments').toString()).toBe('Written before anyone opened the doc');
    expect(client.text('review').toString()).toBe('');
  });
});

describe('typing together', () => {
  it('two people typing in one field both keep their text, and it reaches the column at the flush point', async () => {
    const sid = await addStation();
    const name = recordName('station', sid);
    const a = open(anna, name);
    const b = open(jonas, name);
    await Promise.all([synced(a), synced(b)]);

    const typedAt = Date.now();
    a.text('comments').insert(0, 'Anna: coil retuned. ');
    b.text('comments').insert(0, 'Jonas: breaker replaced. ');
    await waitUntil(() => a.text('comments').toString() === b.text('comments').toString() && a.text('comments').length > 40, 5000, 'the texts did not converge');
    const merged = a.text('comments').toString();
    expect(merged).toContain('Anna: coil retuned. ');
    expect(merged).toContain('Jonas: breaker replaced. ');

    await waitUntil(async () => (await stationColumn(sid, 'comments')) === merged, 3 * AUTOSAVE_STATION_MS, 'the column did not follow');
    expect(Date.now() - typedAt).toBeGreaterThan(AUTOSAVE_STATION_MS / 2);
    const events = await server.sql`select actor, field from events where entity = 'station' and entity_id = ${sid} and field = 'comments'`;
    expect(['anna', 'jonas']).toContain(events.at(-1)!.actor);
  });

  it('five clients making random edits at once end with the same text, in every client and in the column', async () => {
    const { result: iid } = await anna.call('addIssue', { station: await addStation(), prod: 'Random edits' });
    const name = recordName('issue', iid);
    const five = [anna, jonas, anna, jonas, anna].map((client) => open(client, name));
    await Promise.all(five.map((client) => synced(client)));

    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 40; round++) {
      for (const [i, client] of five.entries()) {
        const text = client.text('descr');
        if (text.length > 0 && random() < 0.3) text.delete(Math.floor(random() * text.length), 1 + Math.floor(random() * Math.min(3, text.length - 1)));
        else text.insert(Math.floor(random() * (text.length + 1)), `${i}${'abcdefgh'[round % 8]}`);
      }
      if (round % 5 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await waitUntil(() => new Set(five.map((client) => client.text('descr').toString())).size === 1, 10_000, 'the five clients did not converge');
    const final = five[0]!.text('descr').toString();
    expect(final.length).toBeGreaterThan(50);
    await waitUntil(async () => (await anna.call('issue', { iid })).issue.descr === final, 3 * AUTOSAVE_ISSUE_MS, 'the column did not follow');
  });

  it('stores every update promptly, before the flush point and while people are still connected', async () => {
    const sid = await addStation();
    const name = recordName('station', sid);
    const a = open(anna, name);
    await synced(a);
    a.text('review').insert(0, 'Stored at once');
    await waitUntil(async () => {
      const rows = await server.sql<{ update: Uint8Array }[]>`select update from yjs_updates where doc = ${name} order by id`;
      const stored = new Y.Doc();
      for (const row of rows) Y.applyUpdate(stored, row.update);
      return stored.getText('review').toString() === 'Stored at once';
    }, AUTOSAVE_STATION_MS / 2, 'the update was not stored');
  });
});

describe('knowing what is saved', () => {
  /** The stored rows of a doc, applied: what the server has really stored. */
  async function storedText(name: string, field: string): Promise<string> {
    const rows = await server.sql<{ update: Uint8Array }[]>`select update from yjs_updates where doc = ${name} order by id`;
    const stored = new Y.Doc();
    for (const row of rows) Y.applyUpdate(stored, row.update);
    return stored.getText(field).toString();
  }

  /** A new station's doc, synced, with the web client's tracker of what the server has stored. */
  async function trackedDoc() {
    const sid = await addStation();
    const name = recordName('station', sid);
    const a = open(anna, name);
    await synced(a);
    const key = keptKey('anna', name);
    const stop = trackSharedTextSaves(a.doc, a.provider, key);
    await loadKeptTexts();
    return { sid, name, a, key, stop };
  }

  it('the server answers a mark only once everything sent before it is stored, deletions included', async () => {
    const { sid, name, a, key, stop } = await trackedDoc();
    const witness = open(jonas, name);
    await synced(witness);
    try {
      for (const [edit, expected] of [
        [() => a.text('comments').insert(0, 'Coil replaced'), 'Coil replaced'],
        [() => a.text('comments').delete(0, 5), 'replaced'], // a deletion moves no clock: it must be acknowledged too
        [() => { a.text('comments').insert(8, ' twice'); a.text('review').insert(0, 'ok'); }, 'replaced twice'],
      ] as const) {
        // The station's row is locked meanwhile, so the server cannot store the edit (storeUpdate waits for it).
        let release!: () => void;
        const released = new Promise<void>((resolve) => { release = resolve; });
        let held!: () => void;
        const holding = new Promise<void>((resolve) => { held = resolve; });
        const locked = server.sql.begin(async (tx) => {
          await tx`select 1 from stations where sid = ${sid} for update`;
          held();
          await released;
        });
        await holding;
        edit();
        // The server has read the edit and the mark behind it: an answer sent too early would be here by now.
        await handled(a, witness);
        expect(keptText(key)?.pending.length, 'acknowledged before it was stored').toBeGreaterThan(0);
        release();
        await locked;
        await waitUntil(() => keptText(key)?.pending.length === 0, 5_000, 'the server did not acknowledge the edit');
        expect(await storedText(name, 'comments')).toBe(expected);
      }
      expect(await storedText(name, 'review')).toBe('ok');
    } finally {
      stop();
    }
  });

  it('edits made while disconnected stay pending until the server has stored them after the reconnect', async () => {
    const { name, a, key, stop } = await trackedDoc();
    try {
      a.provider.disconnect();
      a.text('contactPersons').insert(0, 'Typed offline');
      await waitUntil(() => keptText(key)?.pending.length === 1, 5_000, 'the edit was not kept as pending');
      expect(keptText(key)?.pending).toEqual(['contactPersons']);
      expect(await storedText(name, 'contactPersons')).toBe('');
      a.provider.connect();
      await waitUntil(() => keptText(key)?.pending.length === 0, 5_000, 'the edits made offline were not acknowledged');
      expect(await storedText(name, 'contactPersons')).toBe('Typed offline');
    } finally {
      stop();
    }
  });
});

describe('API writes and the docs', () => {
  it('text written through the API reaches the people in the doc, merged with what they type', async () => {
    const sid = await addStation();
    const name = recordName('station', sid);
    const a = open(anna, name);
    await synced(a);
    a.text('contactPersons').insert(0, 'Site: Ola Nordmann');
    await waitUntil(async () => (await stationColumn(sid, 'contactPersons')) === 'Site: Ola Nordmann', 3 * AUTOSAVE_STATION_MS, 'the column did not follow');

    const { st } = await jonas.call('station', { sid });
    await jonas.call('updateStation', { sid, modif: st.modif, contactPersons: 'Site: Ola Nordmann, +47 555 0100' });
    await waitUntil(() => a.text('contactPersons').toString() === 'Site: Ola Nordmann, +47 555 0100', 5000, 'the API text did not reach the doc');

    a.destroy();
    // The doc unloads and compacts its stored updates.
    const storedUpdates = async () => (await server.sql<{ n: number }[]>`select count(*)::int as n from yjs_updates where doc = ${name}`)[0]!.n;
    await waitUntil(async () => (await storedUpdates()) <= 3, 5_000, 'the doc was not compacted');
    const again = open(jonas, name);
    await synced(again);
    expect(again.text('contactPersons').toString()).toBe('Site: Ola Nordmann, +47 555 0100');
    expect(await stationColumn(sid, 'contactPersons')).toBe('Site: Ola Nordmann, +47 555 0100');
    expect(await storedUpdates()).toBeLessThanOrEqual(3);
  });

  it('deleting the record closes its doc for good and drops its stored updates', async () => {
    const sid = await addStation();
    const name = recordName('station', sid);
    const a = open(anna, name);
    await synced(a);
    a.text('comments').insert(0, 'Soon gone');
    await anna.call('removeStation', { sid });
    await waitUntil(() => a.closed !== null, 5000, 'the doc was not closed');
    expect(a.closed!.code).toBe(COLLAB_CLOSE.gone);
    // Past the flush point that the unsaved edit would have been stored at, there is nothing left of it.
    await waitUntil(async () => (await server.sql<{ n: number }[]>`select count(*)::int as n from yjs_updates where doc = ${name}`)[0]!.n === 0,
      3 * AUTOSAVE_STATION_MS, 'its stored updates were not dropped');
  });
});

describe('limits', () => {
  it('refuses an update that makes a text longer than the limit, and keeps the doc as it was', async () => {
    const sid = await addStation();
    const name = recordName('station', sid);
    const witness = open(jonas, name);
    const a = open(anna, name);
    await Promise.all([synced(witness), synced(a)]);
    a.text('comments').insert(0, 'x'.repeat(LONG_TEXT_MAX + 1));
    await waitUntil(() => a.closed !== null, 5000, 'the connection was not closed');
    expect(a.closed).toEqual({ code: COLLAB_CLOSE.tooLarge, reason: `A text may hold at most ${LONG_TEXT_MAX} characters` });
    // A later edit reaches the witness after anything the refused one could have sent it.
    const later = open(anna, name);
    await synced(later);
    later.text('review').insert(0, 'later');
    await waitUntil(() => witness.text('review').toString() === 'later', 5_000, 'the later edit did not arrive');
    expect(witness.text('comments').toString()).toBe('');
  });

  it('refuses content that is not text of the record kind', async () => {
    const sid = await addStation();
    const a = open(anna, recordName('station', sid));
    await synced(a);
    a.doc.getMap('settings').set('admin', true);
    await waitUntil(() => a.closed !== null, 5000, 'the connection was not closed');
    expect(a.closed!.code).toBe(COLLAB_CLOSE.invalid);
  });
});


/** Sync step 1 with an empty state vector: answered with the whole doc. */
const WHOLE_DOC = Uint8Array.of(0, 0, 1, 0);

interface Bare { ws: WebSocket; awarenessMessages: number }
const bareSockets: WebSocket[] = [];

/** A bare websocket to a doc, open once the server has sent its first message; counts awareness messages. */
function bare(client: ApiClient, name: string): Promise<Bare> {
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}${COLLAB_PATH}/${name}`, { headers: { cookie: client.cookie } });
  const socket: Bare = { ws, awarenessMessages: 0 };
  bareSockets.push(ws);
  return new Promise((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      if (data[0] === 1) socket.awarenessMessages++;
      resolve(socket);
    });
    ws.on('close', (code) => reject(new Error(`closed with ${code}`)));
    ws.on('error', reject);
  });
}

const stateOf = (doc: TestDoc, id: number) => doc.provider.awareness.getStates().get(id) as { n?: number; user?: { name: string } } | undefined;

// What one person can make a doc's server hold and send (issue 35, finding 1): awareness of clients that are not
// the connection's own, bursts, a client that does not read, and every place in a doc.
describe('limits per connection and person', () => {
  let from = 0;
  beforeEach(() => { from = clients.length; });
  afterEach(() => {
    for (const client of clients.splice(from)) client.destroy();
    for (const ws of bareSockets.splice(0)) ws.terminate();
  });

  describe('awareness', () => {
    it('takes from a connection only its own few clients, relays a burst coalesced, and drops its states when it closes', async () => {
      const name = recordName('station', await addStation());
      const witness = open(jonas, name);
      await synced(witness);
      const watcher = await bare(jonas, name);
      const notices: string[] = [];
      const listening = server.config.databaseUrl
        ? await server.sql.listen('yjs_updates', (payload) => { if (payload.includes(`"${name}"`) && payload.includes('awareness')) notices.push(payload); })
        : null;

      // Thousands of made-up clients: only the first few become the connection's own.
      const mallory = await bare(anna, name);
      const FAKE = 1_000_000;
      for (let m = 0; m < 20; m++) {
        mallory.ws.send(awarenessMessage(Array.from({ length: 500 }, (_, i) => ({ id: FAKE + m * 500 + i, clock: 1, state: { user: { name: 'fake' } } }))));
      }
      // A real client's state, sent as if it were its own: not taken either.
      mallory.ws.send(awarenessMessage([{ id: witness.doc.clientID, clock: 99, state: { user: { name: 'forged' } } }]));
      // Sent last, a change of one of its own: once it arrives, the server has read everything before it.
      mallory.ws.send(awarenessMessage([{ id: FAKE, clock: 2, state: { user: { name: 'mallory' }, n: 0 } }]));
      await waitUntil(() => stateOf(witness, FAKE)?.user?.name === 'mallory', 5_000, 'the own state did not arrive');
      const isFake = (id: number) => id >= FAKE && id < FAKE + 10_000;
      const fakes = [...witness.provider.awareness.getStates().keys()].filter(isFake);
      expect(fakes).toHaveLength(COLLAB_MAX_AWARENESS_CLIENTS);
      expect(stateOf(witness, witness.doc.clientID)?.user?.name).not.toBe('forged');

      // A burst of changes of its own client reaches the others as a few messages, the last state among them.
      const BURST = 600;
      const before = { relayed: watcher.awarenessMessages, notices: notices.length };
      const started = performance.now();
      for (let n = 1; n <= BURST; n++) mallory.ws.send(awarenessMessage([{ id: FAKE, clock: 2 + n, state: { user: { name: 'mallory' }, n } }]));
      await waitUntil(() => stateOf(witness, FAKE)?.n === BURST, 10_000, 'the last state of the burst did not arrive');
      const elapsed = performance.now() - started;
      const relayed = watcher.awarenessMessages - before.relayed;
      expect(relayed).toBeLessThanOrEqual(2 + elapsed / AWARENESS_RELAY_MS);
      expect(relayed).toBeLessThan(BURST / 4);
      if (listening) {
        await waitUntil(() => notices.some((notice) => notice.length > 0) && notices.length > before.notices, 5_000, 'the burst was not announced');
        expect(notices.length - before.notices).toBeLessThanOrEqual(2 + (performance.now() - started) / AWARENESS_PUBLISH_MS);
        await listening.unlisten();
      }

      // Its clients go with it.
      mallory.ws.close();
      await waitUntil(() => ![...witness.provider.awareness.getStates().keys()].some(isFake), 5_000, 'its states stayed');
    });
    it("lets a person's new connection take over a client of theirs with a newer state, and nobody else", async () => {
      const name = recordName('station', await addStation());
      const witness = open(jonas, name);
      await synced(witness);
      const CLIENT = 2_000_000;
      const seen = new Set<string>();
      witness.provider.awareness.on('change', () => { const state = stateOf(witness, CLIENT); if (state?.user) seen.add(state.user.name); });
      const [first, second, stranger] = [await bare(anna, name), await bare(anna, name), await bare(maria, name)];
      first.ws.send(awarenessMessage([{ id: CLIENT, clock: 1, state: { user: { name: 'first' } } }]));
      await waitUntil(() => stateOf(witness, CLIENT)?.user?.name === 'first', 5_000, 'the first state did not arrive');
      // Another person's newer state of that client is ignored; then the same person's other connection takes it over.
      stranger.ws.send(awarenessMessage([{ id: CLIENT, clock: 2, state: { user: { name: 'stranger' } } }]));
      second.ws.send(awarenessMessage([{ id: CLIENT, clock: 3, state: { user: { name: 'second' } } }]));
      await waitUntil(() => stateOf(witness, CLIENT)?.user?.name === 'second', 5_000, 'the second connection did not take it over');
      // The first connection closing leaves the client to the second.
      first.ws.close();
      second.ws.send(awarenessMessage([{ id: CLIENT, clock: 4, state: { user: { name: 'second' }, n: 1 } }]));
      await waitUntil(() => stateOf(witness, CLIENT)?.n === 1, 5_000, 'the last state did not arrive');
      expect(stateOf(witness, CLIENT)?.user?.name).toBe('second');
      expect([...seen]).toEqual(['first', 'second']);
    });
  });

  describe('a client that does not read', () => {
    it('is closed with 4500 once its answers pass COLLAB_MAX_BUFFERED_BYTES, reconnects and loses nothing typed; the others and the API go on', async () => {
      const name = recordName('station', await addStation());
      const typist = open(anna, name);
      await synced(typist);
      // A doc of about 170 KB: every whole-doc answer is that large.
      for (const field of ['contactPersons', 'comments', 'review']) typist.text(field).insert(0, '漢'.repeat(19_000));
      const slow = open(jonas, name);
      const reader = open(maria, name);
      await Promise.all([synced(slow), synced(reader)]);
      slow.provider.awareness.setLocalStateField('user', { name: 'Jonas Weber' });
      await waitUntil(() => slow.text('review').length === 19_000 && stateOf(reader, slow.doc.clientID) !== undefined, 5_000, 'the doc did not sync');

      const closes: number[] = [];
      slow.provider.on('connection-close', (event) => { if (event) closes.push(event.code); });
      const socket = slow.provider.ws as unknown as WebSocket;
      let received = 0;
      socket.on('message', (data: ArrayBuffer) => { received += data.byteLength; });
      socket.pause();
      slow.text('contactPersons').insert(0, 'Typed while not reading. ');
      // It asks for the whole doc a thousand times (170 MB of answers) and reads none of them.
      for (let i = 0; i < 1000; i++) socket.send(WHOLE_DOC);

      // Meanwhile a keystroke reaches someone else, and an API call answers, at once.
      let startedAt = performance.now();
      typist.text('comments').insert(0, 'x');
      await waitUntil(() => reader.text('comments').toString().startsWith('x'), 5_000, 'the keystroke did not arrive');
      const keystrokeMs = performance.now() - startedAt;
      startedAt = performance.now();
      await anna.call('stats');
      const callMs = performance.now() - startedAt;
      expect(keystrokeMs).toBeLessThan(2_000);
      expect(callMs).toBeLessThan(2_000);

      // The server lets it go: its caret is gone for the others.
      await waitUntil(() => stateOf(reader, slow.doc.clientID) === undefined, 10_000, 'the slow client was not closed');
      slow.text('review').insert(0, 'Typed after it was cut off. ');
      socket.resume();
      await waitUntil(() => closes.length > 0, 10_000, 'the slow client did not hear the close');
      expect(closes[0]).toBe(COLLAB_CLOSE.tooSlow);
      // What waited for it was bounded: the server's buffer and what the kernels held, not 170 MB.
      expect(received).toBeLessThan(COLLAB_MAX_BUFFERED_BYTES + 16 * 1024 * 1024);

      // It reconnects by itself and syncs both ways.
      await waitUntil(() => slow.provider.synced, 10_000, 'the slow client did not sync again');
      expect(slow.closed).toBeNull();
      await waitUntil(() => reader.text('contactPersons').toString().startsWith('Typed while not reading. ')
        && reader.text('review').toString().startsWith('Typed after it was cut off. '), 5_000, 'its text did not arrive');
      expect(slow.text('comments').toString().startsWith('x')).toBe(true);
    });
  });

  describe('one person', () => {
    it(`opens a doc at most ${COLLAB_MAX_CLIENTS_PER_PERSON} times: the next is told why (4529) and tries again, others get in, and it does once a place is free`, async () => {
      const name = recordName('station', await addStation());
      const own = Array.from({ length: COLLAB_MAX_CLIENTS_PER_PERSON }, () => open(anna, name));
      await Promise.all(own.map((doc) => synced(doc)));

      const extra = open(anna, name);
      const closes: { code: number; reason: string }[] = [];
      extra.provider.on('connection-close', (event) => { if (event) closes.push({ code: event.code, reason: event.reason }); });
      await waitUntil(() => closes.length >= 2, 5_000, 'it did not try again');
      expect(closes[0]).toEqual({ code: COLLAB_CLOSE.tooManyConnections, reason: `Already open in ${COLLAB_MAX_CLIENTS_PER_PERSON} of your tabs or windows` });
      expect(extra.closed).toBeNull(); // not for good
      expect(extra.provider.synced).toBe(false);

      const other = open(jonas, name);
      await synced(other);

      own[0]!.destroy();
      await synced(extra);
    });
  });
});
