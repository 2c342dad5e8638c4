import * as encoding from 'lib0/encoding';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AWARENESS_PUBLISH_MS, AWARENESS_RELAY_MS } from '../server/collab/liveDoc.ts';
import { COLLAB_CLOSE, COLLAB_MAX_AWARENESS_CLIENTS, COLLAB_MAX_BUFFERED_BYTES, COLLAB_MAX_CLIENTS_PER_PERSON, COLLAB_PATH } from '../shared/collab.ts';
import { recordName } from '../shared/recordNames.ts';
import type { ApiClient } from './helpers/apiClient.ts';
import { withServer } from './helpers/withServer.ts';
import { openDoc, synced, waitUntil, type TestDoc } from './helpers/yjsClient.ts';

// What one person can make a shared doc's server hold and send (issue 35, finding 1): awareness of clients that
// are not the connection's own, bursts, a client that does not read, and every place in a doc. Real y-websocket
// clients and bare websockets against the real server.

const { server, users: { anna, jonas, maria } } = withServer({ users: { anna: 'Anna Berger', jonas: 'Jonas Weber', maria: 'Maria Rossi' } });

const opened: { destroy(): void }[] = [];
afterEach(() => {
  for (const client of opened.splice(0)) client.destroy();
});

let projectNumber = 35100;
async function newDoc(): Promise<string> {
  const { result } = await anna.call('addStation', { projectId: String(++projectNumber), stationName: `Limits ${projectNumber}`, serials: [] });
  return recordName('station', result);
}

function open(client: ApiClient, name: string): TestDoc {
  const doc = openDoc(server.url, client.cookie, name);
  opened.push(doc);
  return doc;
}

const frame = (write: (encoder: encoding.Encoder) => void): Uint8Array => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};

/** An awareness message (type 1) setting these clients' states. */
const awareness = (states: { id: number; clock: number; state: unknown }[]) => frame((e) => {
  encoding.writeVarUint(e, 1);
  encoding.writeVarUint8Array(e, frame((a) => {
    encoding.writeVarUint(a, states.length);
    for (const { id, clock, state } of states) {
      encoding.writeVarUint(a, id);
      encoding.writeVarUint(a, clock);
      encoding.writeVarString(a, JSON.stringify(state));
    }
  }));
});

/** Sync step 1 with an empty state vector: answered with the whole doc. */
const WHOLE_DOC = Uint8Array.of(0, 0, 1, 0);

interface Bare { ws: WebSocket; awarenessMessages: number }

/** A bare websocket to a doc, open once the server has sent its first message; counts awareness messages. */
function bare(client: ApiClient, name: string): Promise<Bare> {
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}${COLLAB_PATH}/${name}`, { headers: { cookie: client.cookie } });
  const socket: Bare = { ws, awarenessMessages: 0 };
  opened.push({ destroy: () => ws.terminate() });
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

describe('awareness', () => {
  it('takes from a connection only its own few clients, relays a burst coalesced, and drops its states when it closes', async () => {
    const name = await newDoc();
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
      mallory.ws.send(awareness(Array.from({ length: 500 }, (_, i) => ({ id: FAKE + m * 500 + i, clock: 1, state: { user: { name: 'fake' } } }))));
    }
    // A real client's state, sent as if it were its own: not taken either.
    mallory.ws.send(awareness([{ id: witness.doc.clientID, clock: 99, state: { user: { name: 'forged' } } }]));
    // Sent last, a change of one of its own: once it arrives, the server has read everything before it.
    mallory.ws.send(awareness([{ id: FAKE, clock: 2, state: { user: { name: 'mallory' }, n: 0 } }]));
    await waitUntil(() => stateOf(witness, FAKE)?.user?.name === 'mallory', 5_000, 'the own state did not arrive');
    const isFake = (id: number) => id >= FAKE && id < FAKE + 10_000;
    const fakes = [...witness.provider.awareness.getStates().keys()].filter(isFake);
    expect(fakes).toHaveLength(COLLAB_MAX_AWARENESS_CLIENTS);
    expect(stateOf(witness, witness.doc.clientID)?.user?.name).not.toBe('forged');

    // A burst of changes of its own client reaches the others as a few messages, the last state among them.
    const BURST = 600;
    const before = { relayed: watcher.awarenessMessages, notices: notices.length };
    const started = performance.now();
    for (let n = 1; n <= BURST; n++) mallory.ws.send(awareness([{ id: FAKE, clock: 2 + n, state: { user: { name: 'mallory' }, n } }]));
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
});

describe('a client that does not read', () => {
  it('is closed with 4500 once its answers pass COLLAB_MAX_BUFFERED_BYTES, reconnects and loses nothing typed; the others and the API go on', async () => {
    const name = await newDoc();
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
    console.log(`a client that does not read: ${(received / 2 ** 20).toFixed(1)} MiB waited for it`);
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
    const name = await newDoc();
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
