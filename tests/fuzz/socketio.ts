import WebSocket from 'ws';
import { SOCKET_PATH } from '../../shared/realtime.ts';
import { connected, connectSocket, type TestSocket } from '../helpers/socketClient.ts';
import { describeInput, snapshot, type FuzzServer, type Ledger } from './harness.ts';
import { nastyValue, randomText, type Rng } from './random.ts';

const EVENTS = ['subscribe', 'unsubscribe', 'presence:field'] as const;
/** Each input is one event and one probe: 2 × 15 stays below the server's 40 events per socket and 2 s. */
const EVENTS_PER_SOCKET = 15;

/** Whether the server still serves this socket: a subscribe to a list room is acknowledged within the bound. */
async function answers(socket: TestSocket): Promise<boolean> {
  if (!socket.connected) return false;
  try {
    const reply = await socket.timeout(5000).emitWithAck('subscribe', ['stations']);
    return (reply as { ok: boolean }).ok;
  } catch {
    return false;
  }
}

/** A payload for an event: wrong types and sizes, and now and then more than the server takes in one message. */
function payload(rng: Rng, sid: number): unknown {
  switch (rng.int(7)) {
    case 0: return rng.pick([[`station:${sid}`], ['stations', 'issues'], { room: `station:${sid}`, field: 'name' }]);
    case 1: return Array.from({ length: rng.int(30) }, () => rng.pick(['stations', `station:${rng.int(2 ** 31)}`, 'issue:0', `station:${sid}`, 'actions', `action:${rng.int(2 ** 31)}`, '', 'x'.repeat(41)]));
    case 2: return { room: rng.pick([`station:${sid}`, 'stations', nastyValue(rng)]), field: nastyValue(rng) };
    case 3: return rng.chance(0.3) ? 'x'.repeat(70_000) : randomText(rng, 200);
    default: return nastyValue(rng, 3);
  }
}

/**
 * Socket.IO events from a signed-in client with hostile payloads, unknown events and oversized messages, then
 * raw engine.io / socket.io packets on a websocket and on HTTP long-polling. After each input the socket (or a
 * new one, if the server dropped it for the input) must still answer, and no 5xx may come back.
 */
export async function fuzzSocketIo(server: FuzzServer, ledger: Ledger, rng: Rng, cookie: string, sid: number, count: number): Promise<void> {
  const entry = 'Socket.IO events';
  const before = await snapshot(server.sql);
  let socket = connectSocket(server.url, cookie);
  await connected(socket);
  for (let i = 0; i < count; i++) {
    // The server drops events beyond EVENT_POINTS in 2 s per socket (and ends a flooding one): a fresh socket
    // every few inputs keeps each input and its probe within that budget, without waiting.
    if (i > 0 && i % EVENTS_PER_SOCKET === 0) {
      socket.disconnect();
      socket = connectSocket(server.url, cookie);
      await connected(socket);
    }
    const event = rng.chance(0.85) ? rng.pick(EVENTS) : rng.pick(['unknown', 'error', '__proto__', 'hasOwnProperty', randomText(rng, 5)]);
    const args = Array.from({ length: 1 + rng.int(2) }, () => payload(rng, sid));
    ledger.count(entry);
    // Untyped on purpose: the point is to send what the event map does not allow.
    const emit = socket.emit.bind(socket) as (event: string, ...args: unknown[]) => void;
    if (rng.chance(0.5)) emit(event, ...args, () => {});
    else emit(event, ...args);
    if (await answers(socket)) continue;
    // A message over the size limit ends the connection by design; anything else must not.
    const tooLarge = JSON.stringify(args).length > 60_000;
    if (!tooLarge) ledger.fail(entry, `${event} ${describeInput(args)}`, 'the socket stopped answering');
    socket.disconnect();
    socket = connectSocket(server.url, cookie);
    await connected(socket).catch((error: Error) => ledger.fail(entry, `${event} ${describeInput(args)}`, `reconnecting failed: ${error.message}`));
    if (server.exit()) return ledger.fail(entry, event, server.exit()!);
  }
  socket.disconnect();
  if ((await snapshot(server.sql)) !== before) ledger.fail(entry, `${count} events`, 'socket events changed the data');
  await fuzzEnginePackets(server, ledger, rng, cookie, Math.ceil(count / 2));
  await fuzzPolling(server, ledger, rng, cookie, Math.ceil(count / 2));
}

/** Engine.io and socket.io packets as text and binary frames, most of them broken. */
function packet(rng: Rng): string | Buffer {
  switch (rng.int(6)) {
    case 0: return rng.bytes(rng.int(64));
    case 1: return rng.pick(['', '0', '1', '2', '3', '5', '6', '7', '9', '40', '40{', '40/nope,', '41', '42', '42[', '42["subscribe"', '43', '44', '45', '46',
      '451-["subscribe",{"_placeholder":true,"num":99}]', '452-["x",{"_placeholder":true,"num":0}]', '42/admin,["subscribe",["stations"]]',
      '4999999999999999999999["x"]', '42["subscribe",["stations"],', '2probe', '5probe', '42["__proto__"]', '4\u0000', '42["\ud800"]']);
    case 2: return `42${JSON.stringify([rng.pick(EVENTS), nastyValue(rng, 3)])}`;
    case 3: return `4${rng.int(10)}${randomText(rng, 30)}`;
    case 4: return rng.chance(0.2) ? `42["subscribe","${'x'.repeat(70_000)}"]` : `42${rng.int(1000)}["subscribe",${JSON.stringify(nastyValue(rng))}]`;
    default: return randomText(rng, 40);
  }
}

/** Raw frames on a Socket.IO websocket that has joined the main namespace. */
async function fuzzEnginePackets(server: FuzzServer, ledger: Ledger, rng: Rng, cookie: string, count: number): Promise<void> {
  const entry = 'Socket.IO raw frames';
  for (let i = 0; i < count; ) {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}${SOCKET_PATH}/?EIO=4&transport=websocket`, { headers: { cookie } });
    const ready = await new Promise<boolean>((resolve) => {
      ws.once('message', () => { ws.send('40'); resolve(true); }); // engine.io's open packet, then join the namespace
      ws.once('error', () => resolve(false));
      ws.once('close', () => resolve(false));
      setTimeout(() => resolve(false), 5000);
    });
    if (!ready) {
      ledger.fail(entry, 'open', 'could not open a Socket.IO websocket');
      ws.terminate();
      return;
    }
    // Up to five frames per connection: the server may close it for any of them.
    for (let j = 0; j < 5 && i < count && ws.readyState === ws.OPEN; j++, i++) {
      const frame = packet(rng);
      ledger.count(entry);
      ws.send(frame);
    }
    ws.terminate();
    const alive = await fetch(`${server.url}/api/whoami`, { method: 'POST', headers: { cookie } }).then((r) => r.status, () => 0);
    if (alive !== 200) ledger.fail(entry, `frames up to #${i}`, `the server stopped answering (${alive}); ${server.exit() ?? ''}`);
    if (server.exit()) return;
  }
}

/** HTTP long-polling with bad sessions, versions, transports and bodies. */
async function fuzzPolling(server: FuzzServer, ledger: Ledger, rng: Rng, cookie: string, count: number): Promise<void> {
  const entry = 'Socket.IO polling';
  for (let i = 0; i < count; i++) {
    const query = rng.pick(['EIO=4&transport=polling', 'EIO=4&transport=polling&sid=bogus', 'EIO=3&transport=polling', 'EIO=5&transport=polling',
      'EIO=4&transport=nope', 'EIO=4&transport=polling&sid=%', 'EIO=4&transport=polling&t=%E0%A4%A', 'transport=polling', 'EIO=4&transport=websocket']);
    const method = rng.pick(['GET', 'POST', 'POST', 'PUT', 'OPTIONS']);
    const body = method === 'POST' || method === 'PUT' ? (rng.chance(0.5) ? rng.bytes(rng.int(200)) : Buffer.from(String(packet(rng)))) : undefined;
    ledger.count(entry);
    const status = await fetch(`${server.url}${SOCKET_PATH}/?${query}`, { method, headers: { cookie, 'content-type': 'text/plain;charset=UTF-8' }, body: body && new Uint8Array(body), signal: AbortSignal.timeout(20_000) })
      .then(async (response) => { await response.arrayBuffer(); return response.status; }, () => -1);
    if (status >= 500 || status === -1) ledger.fail(entry, `${method} ?${query} ${describeInput(body ?? '')}`, `answered ${status}`);
    if (server.exit()) return ledger.fail(entry, query, server.exit()!);
  }
}
