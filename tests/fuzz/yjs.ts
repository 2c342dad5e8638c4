import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { COLLAB_MAX_AWARENESS_CLIENTS, COLLAB_PATH } from '../../shared/collab.ts';
import { COLLAB_FIELDS } from '../../shared/collabFields.ts';
import { openDoc, synced, waitUntil, type TestDoc } from '../helpers/yjsClient.ts';
import { describeInput, type FuzzServer, type Ledger } from './harness.ts';
import { rawRequest, upgradeRequest } from './rawHttp.ts';
import { randomText, type Rng } from './random.ts';

const TARGETS = ['/yjs/%', '/yjs/%E0%A4%A', '/yjs/%ED%A0%80', '/yjs/%00', 'http://[/yjs/x', 'http://127.0.0.1/yjs/station:1', '//yjs/station:1', '*', '/yjs',
  '/yjs/', '/yjs/station:0', '/yjs/station:-1', '/yjs/station:99999999999', '/yjs/station:2147483648', '/yjs/issue:1', '/yjs/action:1', '/yjs/action:0', '/yjs/nope:1', '/yjs/station:1/x',
  '/yjs/station%3A1', '/yjs/../socket.io/', '/nope', '/', '/api/stations', '/socket.io/?EIO=4&transport=websocket&x=%'];

/** A websocket upgrade with a hostile target or headers; `doc` is the real doc, for inputs that get past the path. */
function upgradeInput(rng: Rng, doc: string, cookie: string): { request: string; reset: boolean } {
  const target = rng.chance(0.5) ? rng.pick(TARGETS) : `${COLLAB_PATH}/${rng.chance(0.6) ? doc : encodeURI(randomText(rng, 6).replace(/[\ud800-\udfff]/g, ''))}`;
  const headers: Record<string, string | null> = {};
  if (rng.chance(0.7)) headers.Cookie = rng.chance(0.8) ? cookie : rng.pick(['%', 'stationdesk_session=%E0%A4%A', 'a=b; ;;=;', `stationdesk_session=${'x'.repeat(8000)}`, '']);
  if (rng.chance(0.3)) headers.Origin = rng.pick(['http://[', 'null', 'http://evil.example', 'http://127.0.0.1', '', 'http://127.0.0.1:1']);
  if (rng.chance(0.15)) headers['Sec-WebSocket-Key'] = rng.pick([null, '', 'short', '%%%%']);
  if (rng.chance(0.15)) headers['Sec-WebSocket-Version'] = rng.pick([null, '8', 'abc', '13, 8']);
  if (rng.chance(0.1)) headers.Upgrade = rng.pick(['h2c', 'websocket, h2c', 'WEBSOCKET']);
  if (rng.chance(0.05)) headers.Host = null;
  return { request: upgradeRequest(target, headers), reset: rng.chance(0.15) };
}

/**
 * Upgrades to /yjs with bad paths, encodings, absolute-form targets and missing or odd headers, some dropped by
 * the client mid-upgrade. Never a 5xx, and the server lives on.
 */
export async function fuzzYjsUpgrades(server: FuzzServer, ledger: Ledger, rng: Rng, cookie: string, doc: string, count: number): Promise<void> {
  const entry = 'upgrade /yjs';
  for (let i = 0; i < count; i++) {
    // Every listed target once with a session (`/yjs/%` and `http://[/yjs/x` once ended the process), then random ones.
    const { request, reset } = i < TARGETS.length ? { request: upgradeRequest(TARGETS[i]!, { Cookie: cookie }), reset: false } : upgradeInput(rng, doc, cookie);
    const input = `${reset ? 'reset: ' : ''}${describeInput(request.replace(cookie, 'COOKIE').slice(0, 300))}`;
    ledger.count(entry);
    try {
      const { status } = await rawRequest(server.port, request, { reset });
      if (status >= 500) ledger.fail(entry, input, `answered ${status}`);
    } catch (error) {
      ledger.fail(entry, input, (error as Error).message);
    }
    if (server.exit()) return ledger.fail(entry, input, server.exit()!);
  }
}

const message = (write: (encoder: encoding.Encoder) => void): Uint8Array => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};
const syncUpdate = (update: Uint8Array, step = 2) => message((e) => { encoding.writeVarUint(e, 0); encoding.writeVarUint(e, step); encoding.writeVarUint8Array(e, update); });

/** A real update of another doc: what a client could send, to mutate into garbage. */
function realUpdate(rng: Rng, build: (doc: Y.Doc) => void): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = 1 + rng.int(2 ** 30);
  build(doc);
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}

/** A binary frame of the y-websocket protocol, broken in one of the ways a server must survive. */
function frame(rng: Rng, fields: readonly string[]): Uint8Array {
  switch (rng.int(11)) {
    case 0: return rng.bytes(rng.int(64));
    case 1: return Uint8Array.from(rng.pick([[], [0x80], [0, 0x80], [0, 2, 0x80, 0x80, 0x80], [0, 2, 0xff, 0xff, 0xff, 0xff, 0x0f], [1, 0xff, 0xff, 0xff, 0x7f],
      [0, 2, 5, 1, 2], [0, 9], [7], [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01], [3], [0, 1, 0]]));
    case 2: return syncUpdate(rng.bytes(rng.int(80)), rng.pick([1, 2]));
    case 3: return message((e) => { encoding.writeVarUint(e, 0); encoding.writeVarUint(e, 0); encoding.writeVarUint8Array(e, rng.bytes(rng.int(20))); });
    case 4: return message((e) => { encoding.writeVarUint(e, 1); encoding.writeVarUint8Array(e, rng.bytes(rng.int(60))); });
    case 5: return message((e) => {
      encoding.writeVarUint(e, 1);
      encoding.writeVarUint8Array(e, message((a) => {
        encoding.writeVarUint(a, 1);
        encoding.writeVarUint(a, rng.int(2 ** 30));
        encoding.writeVarUint(a, rng.int(5));
        encoding.writeVarString(a, rng.pick(['null', '{', JSON.stringify({ user: { name: 'x'.repeat(100_000) } }), '"\ud800"', '[]', '{"__proto__":{"x":1}}']));
      }));
    });
    case 6: return syncUpdate(realUpdate(rng, (doc) => doc.getMap('evil').set('a', 1)));
    case 7: return syncUpdate(realUpdate(rng, (doc) => doc.getText(rng.pick(['evil', '', '__proto__'])).insert(0, 'x')));
    case 8: return syncUpdate(realUpdate(rng, (doc) => doc.getText(rng.pick(fields)).insert(0, rng.pick(['a\u0000b', '\ud800', 'x'.repeat(20_001)]))));
    case 9: {
      // A real text edit with some bytes flipped: valid-looking, garbage inside.
      const update = realUpdate(rng, (doc) => doc.getText(rng.pick(fields)).insert(0, 'fuzz'));
      for (let flips = 1 + rng.int(3); flips > 0; flips--) update[rng.int(update.length)] = rng.int(256);
      return syncUpdate(update);
    }
    default: return rng.chance(0.3) ? new Uint8Array(300 * 1024) : syncUpdate(realUpdate(rng, (doc) => doc.getText(rng.pick(fields)).insert(0, 'ok')));
  }
}

/** The update a frame carries when it is a sync step 2 or update message (what an accepting server applied). */
function carriedUpdate(bytes: Uint8Array): Uint8Array | null {
  try {
    const decoder = decoding.createDecoder(bytes);
    if (decoding.readVarUint(decoder) !== 0) return null;
    const step = decoding.readVarUint(decoder);
    return step === 1 || step === 2 ? decoding.readVarUint8Array(decoder) : null;
  } catch {
    return null;
  }
}

/** Sync step 1 with an empty state vector: the server answers it with step 2, so its answer shows the frame before was taken. */
const PROBE = message((e) => { encoding.writeVarUint(e, 0); encoding.writeVarUint(e, 0); encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc())); });

interface Open { ws: WebSocket; inbox: Uint8Array[]; closed: number | null }

async function connect(url: string, cookie: string): Promise<Open | string> {
  const ws = new WebSocket(url, { headers: { cookie } });
  const open: Open = { ws, inbox: [], closed: null };
  ws.on('message', (data: Buffer) => open.inbox.push(new Uint8Array(data)));
  ws.on('close', (code) => { open.closed = code; });
  ws.on('error', () => {});
  const outcome = await new Promise<string | null>((resolve) => {
    ws.once('open', () => resolve(null));
    ws.once('unexpected-response', (_req, res) => resolve(`refused with ${res.statusCode}`));
    ws.once('close', (code) => resolve(`closed with ${code}`));
    setTimeout(() => resolve('no answer within 10 s'), 10_000);
  });
  return outcome ?? open;
}

/**
 * Sends `bytes` and then the probe (a sync step 1) on `open`, and waits for the probe's answer or a close: the
 * server has dealt with the input by then. Returns the input as the ledger names it.
 */
async function sendProbed(ledger: Ledger, entry: string, open: Open, bytes: Uint8Array): Promise<string> {
  const input = `bytes ${Buffer.from(bytes.subarray(0, 120)).toString('hex')}${bytes.length > 120 ? `… (${bytes.length} bytes)` : ''}`;
  ledger.count(entry);
  open.inbox.length = 0;
  open.ws.send(bytes);
  open.ws.send(PROBE);
  try {
    await waitUntil(() => open.closed !== null || open.inbox.some((m) => m[0] === 0 && m[1] === 1), 10_000, 'neither an answer nor a close');
  } catch (error) {
    ledger.fail(entry, input, (error as Error).message);
  }
  return input;
}

/**
 * Binary frames on an open doc connection: random bytes, truncated varints, huge lengths, broken awareness and
 * sync messages with garbage updates. Each frame is followed by a probe, so the test knows without timing
 * whether the server took it (the probe is answered) or refused it (the connection closes, not with 1011).
 * A mirror doc applies what was taken; at the end a fresh client must see exactly the mirror's text.
 */
export async function fuzzYjsFrames(server: FuzzServer, ledger: Ledger, rng: Rng, cookie: string, doc: string, count: number): Promise<void> {
  const entry = 'Yjs frames';
  const kind = doc.startsWith('station') ? 'station' : 'issue';
  const fields = COLLAB_FIELDS[kind];
  const url = `${server.url.replace(/^http/, 'ws')}${COLLAB_PATH}/${doc}`;
  const before = openDoc(server.url, cookie, doc);
  await synced(before);
  const mirror = new Y.Doc();
  Y.applyUpdate(mirror, Y.encodeStateAsUpdate(before.doc));
  before.destroy();

  let open: Open | string = await connect(url, cookie);
  for (let i = 0; i < count; i++) {
    if (typeof open === 'string') return ledger.fail(entry, 'connect', open);
    const bytes = frame(rng, fields);
    const current: Open = open;
    const input = await sendProbed(ledger, entry, current, bytes);
    if (current.closed === null) {
      const update = carriedUpdate(bytes);
      // The server took this update, so the mirror takes it too; if Yjs here could not, the texts differ below.
      if (update) try { Y.applyUpdate(mirror, update); } catch { /* reported by the comparison at the end */ }
      continue;
    }
    if (current.closed === 1011) ledger.fail(entry, input, 'closed with 1011 (internal error)');
    if (server.exit()) return ledger.fail(entry, input, server.exit()!);
    open = await connect(url, cookie);
  }
  if (typeof open !== 'string') open.ws.close();

  const after = openDoc(server.url, cookie, doc);
  try {
    await synced(after);
    const expected = Object.fromEntries(fields.map((field) => [field, mirror.getText(field).toString()]));
    const seen = () => Object.fromEntries(fields.map((field) => [field, after.text(field).toString()]));
    await waitUntil(() => JSON.stringify(seen()) === JSON.stringify(expected), 10_000, 'the doc to hold exactly what was taken')
      .catch(() => ledger.fail(entry, `${count} frames`, `the doc changed beyond the frames it took: ${describeInput(seen())} instead of ${describeInput(expected)}`));
  } finally {
    after.destroy();
    mirror.destroy();
  }
}

/** An awareness message (type 1) whose update is written by `write` (count, then id, clock and state of each). */
const awarenessFrame = (write: (encoder: encoding.Encoder) => void) => message((e) => {
  encoding.writeVarUint(e, 1);
  encoding.writeVarUint8Array(e, message(write));
});
const entries = (states: { id: number; clock: number; state: string | Uint8Array }[]) => awarenessFrame((a) => {
  encoding.writeVarUint(a, states.length);
  for (const { id, clock, state } of states) {
    encoding.writeVarUint(a, id);
    encoding.writeVarUint(a, clock);
    if (typeof state === 'string') encoding.writeVarString(a, state);
    else encoding.writeVarUint8Array(a, state);
  }
});

const STATES = ['{"user":{"name":"fuzz"}}', 'null', '{', '5', '[]', '"x"', 'true', '{"__proto__":{"x":1}}', '{"caret":{"field":"comments","anchor":"%"}}', '"\ud800"', ''];

/**
 * An awareness message of one of the kinds a server must bound: broken bytes, counts beyond the entries, thousands
 * of made-up clients, the real clients' ids (`others`) with newer clocks, departures of clients it never had,
 * states that are not JSON objects or not UTF-8, oversized states, huge clocks, and queries (type 3).
 */
function awarenessInput(rng: Rng, own: number, others: number[]): Uint8Array {
  const clock = () => rng.pick([0, 1, 2 + rng.int(1000), 2 ** 31, 2 ** 53 - 1]);
  switch (rng.int(10)) {
    case 0: return message((e) => { encoding.writeVarUint(e, 1); encoding.writeVarUint8Array(e, rng.bytes(rng.int(80))); });
    case 1: return awarenessFrame((a) => { encoding.writeVarUint(a, rng.pick([2, 1000, 2 ** 30, 2 ** 53 - 1])); encoding.writeVarUint(a, own); encoding.writeVarUint(a, 3); encoding.writeVarString(a, '{}'); });
    case 2: {
      const base = 1 + rng.int(2 ** 30);
      return entries(Array.from({ length: rng.pick([10, 500, 2000]) }, (_, i) => ({ id: base + i, clock: 1 + rng.int(3), state: '{"user":{"name":"fake"}}' })));
    }
    case 3: return entries([{ id: rng.pick(others), clock: 1000 + rng.int(2 ** 20), state: rng.pick(['{"user":{"name":"forged"}}', 'null']) }]);
    case 4: return entries([{ id: own, clock: clock(), state: rng.pick(STATES) }]);
    case 5: return entries([{ id: own, clock: 3 + rng.int(100), state: rng.chance(0.5) ? Uint8Array.of(0x7b, 0xff, 0xfe, 0x7d) : `{"user":{"name":"${'x'.repeat(2100)}"}}` }]);
    case 6: return entries([{ id: 1 + rng.int(2 ** 30), clock: clock(), state: 'null' }]);
    case 7: return rng.chance(0.5) ? Uint8Array.of(3) : Uint8Array.of(3, ...rng.bytes(rng.int(10)));
    case 8: return entries(Array.from({ length: 1 + rng.int(COLLAB_MAX_AWARENESS_CLIENTS + 3) }, (_, i) => ({ id: own + i, clock: 5 + rng.int(100), state: '{"user":{"name":"fuzz"}}' })));
    default: return message((e) => { encoding.writeVarUint(e, rng.pick([2, 4, 99, 101, 2 ** 20])); encoding.writeVarUint8Array(e, rng.bytes(rng.int(20))); });
  }
}

/**
 * Awareness messages and queries on an open doc connection, each followed by a probe (as for the frames). Two
 * real clients of another person watch what the server relays: at no time may it hold more states of the fuzzing
 * connections than they may announce (COLLAB_MAX_AWARENESS_CLIENTS each, the one open and the one just closed),
 * nor change or remove a real client's state; once the fuzzing connection is gone, its states are gone too.
 */
export async function fuzzYjsAwareness(server: FuzzServer, ledger: Ledger, rng: Rng, cookie: string, otherCookie: string, doc: string, count: number): Promise<void> {
  const entry = 'Yjs awareness';
  const url = `${server.url.replace(/^http/, 'ws')}${COLLAB_PATH}/${doc}`;
  const witness = openDoc(server.url, otherCookie, doc);
  const observer = openDoc(server.url, otherCookie, doc);
  const real = (client: TestDoc) => client.doc.clientID;
  let most = 0;
  let wrong: string | null = null;
  let watching = false;
  const fuzzStates = () => [...observer.provider.awareness.getStates().keys()].filter((id) => id !== real(witness) && id !== real(observer));
  observer.provider.awareness.on('change', () => {
    if (!watching) return;
    most = Math.max(most, fuzzStates().length);
    const seen = observer.provider.awareness.getStates().get(real(witness)) as { user?: { name?: string } } | undefined;
    if (seen?.user?.name !== 'Witness') wrong ??= `the witness's state became ${JSON.stringify(seen)}`;
  });
  try {
    await Promise.all([synced(witness), synced(observer)]);
    witness.provider.awareness.setLocalStateField('user', { name: 'Witness' });
    await waitUntil(() => (observer.provider.awareness.getStates().get(real(witness)) as { user?: { name?: string } } | undefined)?.user?.name === 'Witness', 10_000, 'the witness did not arrive');
    watching = true;

    let open: Open | string = await connect(url, cookie);
    let own = 1 + rng.int(2 ** 30);
    for (let i = 0; i < count; i++) {
      if (typeof open === 'string') return ledger.fail(entry, 'connect', open);
      const current: Open = open;
      const input = await sendProbed(ledger, entry, current, awarenessInput(rng, own, [real(witness), real(observer)]));
      if (most > 2 * COLLAB_MAX_AWARENESS_CLIENTS) ledger.fail(entry, input, `the others saw ${most} states of the fuzzing connections`);
      if (wrong) ledger.fail(entry, input, wrong);
      if (most > 2 * COLLAB_MAX_AWARENESS_CLIENTS || wrong) return;
      if (current.closed === null) continue;
      if (current.closed === 1011) ledger.fail(entry, input, 'closed with 1011 (internal error)');
      if (server.exit()) return ledger.fail(entry, input, server.exit()!);
      // The next connection's states are counted once this one's are gone.
      await waitUntil(() => fuzzStates().length === 0, 5_000, 'the closed connection\'s states stayed').catch((error: Error) => ledger.fail(entry, input, error.message));
      most = 0;
      open = await connect(url, cookie);
      own = 1 + rng.int(2 ** 30);
    }
    if (typeof open !== 'string') open.ws.close();
    await waitUntil(() => fuzzStates().length === 0, 5_000, 'states of the fuzzing connection stayed after it closed')
      .catch((error: Error) => ledger.fail(entry, `${count} messages`, error.message));
    if (wrong) ledger.fail(entry, `${count} messages`, wrong);
  } finally {
    witness.destroy();
    observer.destroy();
  }
}
