// npm run bench:collab-flood — the awareness flood of issue 35 (finding 1), scaled down, against a server in a
// process of its own on the tests' engine (DATABASE_URL set: PostgreSQL; else the embedded PGlite):
//   1. one staff session announces FAKE_MESSAGES awareness messages of FAKE_STATES fake clients each;
//   2. a second socket of that session that never reads sends QUERIES awareness queries (0x03);
//   3. one client sends a BURST of small awareness messages of its own;
//   4. that session opens a doc's connections until refused, and another person tries to open it;
//   5. on a server of its own, in a doc of about 170 KB, a socket that never reads asks for the whole doc
//      SYNC_REQUESTS times.
// Printed: the server's RSS (before, highest, and SETTLE_MS after the flood with the sockets still open), the
// slowest `stats` call during the flood, a keystroke's way to another person's client, the awareness states a
// witness holds, the messages and bytes the burst sent a witness, the NOTIFYs it caused (PostgreSQL), and how
// many connections the one session got; for 5., the RSS and the slowest stats call again. Not part of
// `npm run bench`: it measures limits, not speed.
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import postgres from 'postgres';
import * as Y from 'yjs';
import { hashPassword } from '../../server/auth/password.ts';
import { createSql } from '../../server/db/sql.ts';
import { upsertUser } from '../../server/repositories/users.ts';
import { COLLAB_PATH } from '../../shared/collab.ts';
import { recordName } from '../../shared/recordNames.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { killHard, startChildServer } from '../helpers/childServer.ts';
import { freePort } from '../helpers/freePort.ts';
import { freshDatabase, testPostgresUrl } from '../helpers/testDatabase.ts';
import { PASSWORD } from '../helpers/testServer.ts';
import { awarenessMessage, openDoc, synced, waitUntil } from '../helpers/yjsClient.ts';

const FAKE_MESSAGES = Number(process.env.FAKE_MESSAGES ?? 50);
const FAKE_STATES = Number(process.env.FAKE_STATES ?? 2000);
const QUERIES = Number(process.env.QUERIES ?? 100);
const BURST = Number(process.env.BURST ?? 5000);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 15_000);
const SYNC_REQUESTS = Number(process.env.SYNC_REQUESTS ?? 1000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Raw { ws: WebSocket; messages: number; awarenessMessages: number; bytes: number; closed: { code: number; reason: string } | null; refused: number | null }

/**
 * A bare websocket to a doc that counts what it receives; resolves with the server's first message (its sync
 * step 1: accepted), a close or a refusal. Paused: it reads nothing, and resolves once open.
 */
function raw(url: string, cookie: string, paused = false): Promise<Raw> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { cookie } });
    const socket: Raw = { ws, messages: 0, awarenessMessages: 0, bytes: 0, closed: null, refused: null };
    ws.on('message', (data: Buffer) => {
      socket.messages++;
      socket.bytes += data.length;
      if (data[0] === 1) socket.awarenessMessages++;
      resolve(socket);
    });
    ws.on('close', (code, reason) => { socket.closed = { code, reason: reason.toString() }; resolve(socket); });
    ws.on('unexpected-response', (_req, res) => { socket.refused = res.statusCode ?? 0; ws.terminate(); resolve(socket); });
    ws.on('error', () => {});
    ws.on('open', () => {
      if (!paused) return;
      ws.pause();
      resolve(socket);
    });
  });
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

interface Node { baseUrl: string; pid: number; databaseUrl: string | undefined; signIn(name: string): Promise<ApiClient> }

/** A server in a process of its own on a fresh database, for one scenario: each starts from the same RSS. */
async function onFreshServer(work: (node: Node) => Promise<void>): Promise<void> {
  const database = await freshDatabase({ prefix: 'stationdesk-flood' });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = await startChildServer({ PORT: String(port), ...database.env });
  const sql = database.databaseUrl ? createSql({ url: database.databaseUrl }, { max: 2 }) : createSql({ socketPath: path.join(database.dataDir, '.s.PGSQL.5432') }, { max: 1 });
  try {
    const passwordHash = await hashPassword(PASSWORD);
    await work({
      baseUrl,
      pid: child.pid!,
      databaseUrl: database.databaseUrl,
      async signIn(name) {
        await upsertUser(sql, { name, passwordHash, person: null });
        const client = new ApiClient(baseUrl);
        await client.login(name, PASSWORD);
        return client;
      },
    });
  } finally {
    await sql.end();
    await killHard(child);
    await database.drop();
  }
}

/** Two real people in a new station's doc: one types, the other must see it during a flood. */
async function twoPeople(node: Node, opened: { destroy(): void }[]) {
  const [mallory, anna, jonas] = [await node.signIn('mallory'), await node.signIn('anna'), await node.signIn('jonas')];
  const { result: sid } = await anna.call('addStation', { projectId: '35001', stationName: 'Flood Station', serials: [] });
  const name = recordName('station', sid);
  const typist = openDoc(node.baseUrl, anna.cookie, name);
  const reader = openDoc(node.baseUrl, jonas.cookie, name);
  opened.push(typist, reader);
  await Promise.all([synced(typist), synced(reader)]);
  return { mallory, anna, jonas, name, url: `${node.baseUrl.replace(/^http/, 'ws')}${COLLAB_PATH}/${name}`, typist, reader };
}

/** Samples the server's RSS and calls `stats` every 200 ms until stopped: the highest RSS and the slowest call. */
function watch(node: Node, client: ApiClient) {
  const before = rssMb(node.pid);
  let highest = before;
  let slowest = 0;
  let calls = 0;
  let failed = 0;
  let running = true;
  const sampler = setInterval(() => { highest = Math.max(highest, rssMb(node.pid)); }, 100);
  const caller = (async () => {
    while (running) {
      const started = performance.now();
      // A call that fails (the server reset it) or takes 30 s counts as that slow.
      await Promise.race([client.call('stats').catch(() => { failed++; }), sleep(30_000)]);
      slowest = Math.max(slowest, performance.now() - started);
      calls++;
      await sleep(200);
    }
  })();
  return async () => {
    running = false;
    await caller;
    clearInterval(sampler);
    return { before, highest, after: rssMb(node.pid), slowest, calls: `${calls} calls${failed ? `, ${failed} failed` : ''}` };
  };
}

const engine = testPostgresUrl() ? 'PostgreSQL' : 'the embedded PGlite';

await onFreshServer(async (node) => {
  const opened: { destroy(): void }[] = [];
  const listener = node.databaseUrl ? postgres(node.databaseUrl, { max: 1 }) : null;
  try {
    const { mallory, anna, jonas, name, url, typist, reader } = await twoPeople(node, opened);
    let notices = 0;
    if (listener) await listener.listen('yjs_updates', (payload) => { if (payload.includes(name) && payload.includes('awareness')) notices++; });
    const witness = await raw(url, jonas.cookie);
    await sleep(1000);
    const watching = watch(node, anna);

    // 1. Fake clients: each message announces FAKE_STATES clients that are not the socket's own.
    const announcer = await raw(url, mallory.cookie);
    for (let m = 0; m < FAKE_MESSAGES; m++) {
      announcer.ws.send(awarenessMessage(Array.from({ length: FAKE_STATES }, (_, i) => ({ id: 1_000_000 + m * FAKE_STATES + i, clock: 1, state: { user: { name: 'fake' } } }))));
    }
    // 2. A socket that never reads asks again and again for every state.
    const sink = await raw(url, mallory.cookie, true);
    for (let q = 0; q < QUERIES; q++) sink.ws.send(Uint8Array.of(3));
    await sleep(2000);

    // A keystroke during the flood, to another person's client.
    const typedAt = performance.now();
    typist.text('comments').insert(0, 'x');
    await waitUntil(() => reader.text('comments').toString() === 'x', 60_000, 'the keystroke did not arrive');
    const keystrokeMs = performance.now() - typedAt;
    const statesHeld = reader.provider.awareness.getStates().size;

    // 3. A burst of small awareness messages of one client of its own.
    const before = { messages: witness.awarenessMessages, bytes: witness.bytes, notices };
    const burster = await raw(url, mallory.cookie);
    const burstStarted = performance.now();
    for (let b = 1; b <= BURST; b++) burster.ws.send(awarenessMessage([{ id: 7_777_777, clock: b, state: { user: { name: 'burst' }, n: b } }]));
    await sleep(3000);
    const burst = { messages: witness.awarenessMessages - before.messages, bytes: witness.bytes - before.bytes, notices: notices - before.notices, ms: performance.now() - burstStarted };

    await sleep(Math.max(0, SETTLE_MS - 5000));
    const figures = await watching();
    const sinkOutcome = sink.closed ? `closed ${sink.closed.code}` : 'still open';

    // 4. One session opens connections until refused; then another person tries.
    const own: Raw[] = [];
    for (let i = 0; i < 60; i++) {
      const socket = await raw(url, mallory.cookie);
      own.push(socket);
      if (socket.refused !== null || socket.closed !== null) break;
    }
    const accepted = own.filter((socket) => socket.refused === null && socket.closed === null).length;
    const refusal = own.at(-1)!.refused ?? own.at(-1)!.closed?.code ?? 'none';
    const other = await raw(url, jonas.cookie);
    const otherOutcome = other.refused ?? other.closed?.code ?? 'accepted';
    for (const socket of [...own, other, announcer, sink, burster, witness]) socket.ws.terminate();

    console.log(`collab flood on ${engine}: ${FAKE_MESSAGES}×${FAKE_STATES} fake states, ${QUERIES} queries from a socket that never reads, a burst of ${BURST}`);
    console.log(`  server RSS: ${figures.before.toFixed(0)} MB before, ${figures.highest.toFixed(0)} MB highest, ${figures.after.toFixed(0)} MB ${SETTLE_MS / 1000} s later (sockets still open)`);
    console.log(`  slowest stats call during the flood: ${figures.slowest.toFixed(0)} ms (${figures.calls}); a keystroke to another person: ${keystrokeMs.toFixed(0)} ms`);
    console.log(`  awareness states a real client holds: ${statesHeld}; the non-reading socket: ${sinkOutcome}`);
    console.log(`  the burst of ${BURST}: ${burst.messages} awareness messages (${(burst.bytes / 1024).toFixed(0)} KiB) at a witness within ${(burst.ms / 1000).toFixed(1)} s, ${listener ? `${burst.notices} NOTIFYs` : 'no NOTIFY (one node)'}`);
    console.log(`  one session's connections to one doc: ${accepted} accepted, then ${refusal}; another person then: ${otherOutcome}`);
  } finally {
    for (const doc of opened) doc.destroy();
    await listener?.end();
  }
});

// 5. Whole-doc answers piling up for a socket that never reads, on a server of its own.
await onFreshServer(async (node) => {
  const opened: { destroy(): void }[] = [];
  try {
    const { anna, jonas, url, typist, reader } = await twoPeople(node, opened);
    for (const field of ['contactPersons', 'comments', 'review']) typist.text(field).insert(0, '漢'.repeat(19_000));
    await waitUntil(() => ['contactPersons', 'comments', 'review'].every((field) => reader.text(field).length === 19_000), 60_000, 'the large doc did not sync');
    await sleep(1000);
    const watching = watch(node, anna);
    const sink = await raw(url, jonas.cookie, true);
    for (let i = 0; i < SYNC_REQUESTS; i++) sink.ws.send(Uint8Array.of(0, 0, 1, 0)); // sync step 1, empty state vector
    await sleep(2000);
    const typedAt = performance.now();
    typist.text('comments').insert(0, 'x');
    await waitUntil(() => reader.text('comments').toString().startsWith('x'), 60_000, 'the keystroke did not arrive');
    const keystrokeMs = performance.now() - typedAt;
    await sleep(8000);
    const figures = await watching();
    sink.ws.terminate();
    console.log(`  ${SYNC_REQUESTS} whole-doc requests (${(Y.encodeStateAsUpdate(reader.doc).length / 1024).toFixed(0)} KiB each) from a socket that never reads: RSS ${figures.before.toFixed(0)} MB before, ${figures.highest.toFixed(0)} MB highest, ${figures.after.toFixed(0)} MB 10 s later; slowest stats call ${figures.slowest.toFixed(0)} ms (${figures.calls}); a keystroke to another person: ${keystrokeMs.toFixed(0)} ms`);
  } finally {
    for (const doc of opened) doc.destroy();
  }
});
