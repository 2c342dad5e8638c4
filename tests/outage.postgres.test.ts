import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../shared/realtime.ts';
import { recordName } from '../shared/recordNames.ts';
import { hashPassword } from '../server/auth/password.ts';
import { settlesWithin } from '../server/deadline.ts';
import { upsertUser } from '../server/repositories/users.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { startMainProcess, type MainProcess } from './helpers/mainProcess.ts';
import { connected, connectSocket, subscribe, waitForEvent, type TestSocket } from './helpers/socketClient.ts';
import { PASSWORD } from './helpers/testServer.ts';
import { postgresBinDir, startThrowawayCluster, type ThrowawayCluster } from './helpers/throwawayCluster.ts';
import { openDoc, synced, waitUntil, type TestDoc } from './helpers/yjsClient.ts';

const DATABASE = 'stationdesk_outage';
/** Each node's write load is bounded in count (and ends when the test says so). */
const MAX_WRITES_PER_NODE = 3000;
const WRITE_PAUSE_MS = 20;
/** After each blow, each node's load goes on until this many of its writes succeeded again. */
const STEADY_WRITES = 25;
/** How long a node may take to stop on SIGTERM, after an outage. */
const STOP_BOUND_MS = 15_000;
/**
 * The nodes' bounds (README, Configuration), shorter than their defaults so that the test sees them at work: a
 * request left waiting by a connection gone wrong (issue 35) is answered 503 at its deadline, and its backend
 * ended (server/db/stuckBackends.ts) within the statement bound and the watch's period (at most 5 s).
 */
const STATEMENT_TIMEOUT_MS = 3_000;
const REQUEST_DEADLINE_MS = 5_000;
/** Room for a busy machine on top of a bound. */
const SLACK_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface WriteLoad {
  /** Serials whose addprod was answered 200. */
  acked: string[];
  unavailable: number;
  /** Anything but 200 or a well-formed 503: a 500, another status, a malformed 503, a failed request. */
  failures: string[];
  /** The longest a request waited for its answer, answered or still waiting. */
  longestWaitMs(): number;
  okAfter(time: number): number | null;
  /** How many writes were acknowledged at or after the time. */
  countOkAfter(time: number): number;
  stop(): Promise<void>;
}

/** One write at a time through the API of a node, each adding a product with a serial of its own. */
function startWriteLoad(label: string, api: ApiClient, sid: number): WriteLoad {
  let running = true;
  const okTimes: number[] = [];
  let longest = 0;
  let waitingSince: number | null = null;
  const load: WriteLoad = {
    acked: [],
    unavailable: 0,
    failures: [],
    longestWaitMs: () => Math.max(longest, waitingSince === null ? 0 : Date.now() - waitingSince),
    okAfter: (time) => okTimes.find((at) => at >= time) ?? null,
    countOkAfter: (time) => okTimes.filter((at) => at >= time).length,
    async stop() {
      running = false;
      await loop;
    },
  };
  const loop = (async () => {
    for (let i = 0; running && i < MAX_WRITES_PER_NODE; i++) {
      const serial = `${label}-${i}`;
      waitingSince = Date.now();
      try {
        const result = await api.post('/api/addprod', { sid, cat: 'ASC', serial });
        if (result.status === 200) {
          load.acked.push(serial);
          okTimes.push(Date.now());
        } else if (result.status === 503 && result.body?.message === 'Database unavailable, try again' && Number(result.headers.get('retry-after')) > 0) {
          load.unavailable++;
        } else {
          load.failures.push(`${serial}: ${result.status} ${JSON.stringify(result.body)} retry-after=${result.headers.get('retry-after')}`);
        }
      } catch (error) {
        load.failures.push(`${serial}: ${(error as Error).message}`);
      }
      longest = Math.max(longest, Date.now() - waitingSince);
      waitingSince = null;
      await sleep(WRITE_PAUSE_MS);
    }
  })();
  return load;
}

// A real PostgreSQL outage needs a PostgreSQL server of the test's own: it runs in the PostgreSQL phase of CI.
describe('outage (it restarts a throwaway PostgreSQL cluster it creates)', () => {
  let cluster: ThrowawayCluster | undefined;
  let admin: postgres.Sql;
  let nodes: MainProcess[] = [];
  const sockets: TestSocket[] = [];
  const docs: TestDoc[] = [];
  let dataDir = '';

  beforeAll(async () => {
    const binDir = postgresBinDir();
    if (!binDir) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-outage-data-')); // unused with DATABASE_URL, but never ./data
    cluster = await startThrowawayCluster(binDir);
    const setup = postgres(cluster.url, { max: 1, onnotice: () => {} });
    await setup.unsafe(`create database ${DATABASE}`);
    await setup.end();
    const databaseUrl = cluster.url.replace(/\/postgres$/, `/${DATABASE}`);
    const bounds = { DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS), DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS), REQUEST_DEADLINE_MS: String(REQUEST_DEADLINE_MS) };
    nodes = await Promise.all([1, 2].map(() => startMainProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...bounds })));
    admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await upsertUser(admin, { name: 'outage', passwordHash: await hashPassword(PASSWORD), person: null });
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const doc of docs) doc.destroy();
    await Promise.all(nodes.map((node) => node.stop('SIGKILL', 5_000)));
    await admin?.end({ timeout: 1 });
    await cluster?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('two nodes under write load survive terminated backends and a restart, recover by themselves, and lose no acknowledged write', async () => {
    const testStarted = Date.now();
    const [one, two] = nodes as [MainProcess, MainProcess];
    const api1 = new ApiClient(one.url);
    expect((await api1.login('outage', PASSWORD)).status).toBe(200);
    const api2 = new ApiClient(two.url);
    api2.cookie = api1.cookie; // sessions live in the database: one works on both nodes
    const { result: sid } = await api1.call('addStation', { projectId: '77001', stationName: 'Outage', serials: [] });

    // Live clients on both nodes: Socket.IO in the list and record rooms, Yjs in the record's doc.
    const live1 = connectSocket(one.url, api1.cookie);
    const live2 = connectSocket(two.url, api1.cookie);
    sockets.push(live1, live2);
    await Promise.all([connected(live1), connected(live2)]);
    for (const socket of sockets) expect(await subscribe(socket, [rooms.stations, rooms.station(sid)])).toEqual({ ok: true });
    const doc = recordName('station', sid);
    const text1 = openDoc(one.url, api1.cookie, doc);
    const text2 = openDoc(two.url, api1.cookie, doc);
    docs.push(text1, text2);
    await Promise.all([synced(text1), synced(text2)]);

    const extraAcked: string[] = [];
    /** A write on node 1 reaches the socket client of node 2 (the adapter's LISTEN works): retried while it does not yet. */
    const writeReachesNodeTwo = async (label: string, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      for (let attempt = 1; ; attempt++) {
        const serial = `${label}-${attempt}`;
        const result = await api1.post('/api/addprod', { sid, cat: 'GFN', serial });
        if (result.status === 200) {
          extraAcked.push(serial);
          const arrived = await waitForEvent(live2, 'station:products', (payload) => payload.prods.some((prod: { serial: string }) => prod.serial === serial), 1_500).then(() => true, () => false);
          if (arrived) return;
        }
        if (Date.now() > deadline) throw new Error(`${label}: no write on node 1 reached the socket client of node 2 within ${timeoutMs} ms`);
      }
    };
    /** Typing on node 1 reaches the Yjs client of node 2 (the NOTIFY listener works). */
    const typingReachesNodeTwo = async (label: string, timeoutMs: number) => {
      text1.text('comments').insert(0, `${label} `);
      await waitUntil(() => text2.text('comments').toString().includes(label), timeoutMs, `${label}: typing on node 1 did not reach node 2`);
    };

    await writeReachesNodeTwo('before', 10_000);
    await typingReachesNodeTwo('before', 10_000);

    const loads = [startWriteLoad('one', api1, sid), startWriteLoad('two', api2, sid)];
    try {
      await waitUntil(() => loads.every((load) => load.acked.length >= 5), 15_000, 'the write load did not get going');

      // 1. Every backend of the app is terminated: the pools, both adapters' LISTEN, both Yjs listeners.
      const terminatedAt = Date.now();
      const [{ count }] = await admin<[{ count: number }]>`
        select count(*)::int as count from (
          select pg_terminate_backend(pid) from pg_stat_activity where datname = ${DATABASE} and pid <> pg_backend_pid()
        ) terminated`;
      expect(count).toBeGreaterThanOrEqual(6);
      await waitUntil(() => loads.every((load) => load.countOkAfter(terminatedAt) >= STEADY_WRITES), 20_000, 'writes did not succeed again after the backends were terminated');
      await writeReachesNodeTwo('after-terminate', 20_000);
      await typingReachesNodeTwo('after-terminate', 20_000);

      // 2. A real restart: the server goes down (every connection refused for a moment) and comes back.
      const restartAt = Date.now();
      await cluster!.restart();
      const upAt = Date.now();
      await waitUntil(() => loads.every((load) => load.countOkAfter(upAt) >= STEADY_WRITES), 30_000, 'writes did not succeed again after the restart');
      console.log(`outage: pg_ctl restart -m fast took ${upAt - restartAt} ms; first successful write after the database was up again: `
        + loads.map((load, i) => `node ${i + 1} +${load.okAfter(upAt)! - upAt} ms`).join(', ')
        + ` (after termination: ${loads.map((load, i) => `node ${i + 1} +${load.okAfter(terminatedAt)! - terminatedAt} ms`).join(', ')})`);
      await writeReachesNodeTwo('after-restart', 20_000);
      await typingReachesNodeTwo('after-restart', 20_000);
    } catch (error) {
      // What the nodes said and how the load went is what tells why they did not recover.
      for (const [i, node] of nodes.entries()) console.log(`node ${i + 1} (${node.alive() ? 'alive' : 'exited'}) printed:\n${node.output().slice(-6000)}`);
      for (const [i, load] of loads.entries()) console.log(`load ${i + 1}: ${load.acked.length} acknowledged, ${load.unavailable} 503, failures: ${load.failures.slice(0, 10).join('; ')}`);
      throw error;
    } finally {
      // Every request gets its answer by its deadline, even one whose connection went wrong in the restart.
      const stopped = Promise.all(loads.map((load) => load.stop()));
      if (!(await settlesWithin(stopped, REQUEST_DEADLINE_MS + SLACK_MS))) {
        throw new Error(`a request was still unanswered ${REQUEST_DEADLINE_MS + SLACK_MS} ms after the load stopped (longest waits: ${loads.map((load) => load.longestWaitMs()).join(', ')} ms)`);
      }
    }

    console.log(`outage: ${loads.map((load, i) => `node ${i + 1}: ${load.acked.length} writes acknowledged, ${load.unavailable} answered 503, the longest after ${load.longestWaitMs()} ms`).join('; ')}`);
    expect(loads.flatMap((load) => load.failures)).toEqual([]);
    for (const load of loads) expect(load.longestWaitMs()).toBeLessThanOrEqual(REQUEST_DEADLINE_MS + SLACK_MS);

    // No backend of the nodes is left in a transaction or in the middle of a statement: what a stuck one held
    // (a pool connection, locks that would block the next migration) is released within its bounds.
    const leftBehind = () => admin<{ pid: number; state: string; waitEvent: string | null; query: string }[]>`
      select pid, state, wait_event, left(query, 80) as query from pg_stat_activity
      where datname = ${DATABASE} and pid <> pg_backend_pid()
        and (state like 'idle in transaction%' or (state = 'active' and wait_event = 'ClientRead'))`;
    const bound = STATEMENT_TIMEOUT_MS + 5_000 + SLACK_MS;
    await waitUntil(async () => (await leftBehind()).length === 0, bound, `backends left in a transaction ${bound} ms after the load: ${JSON.stringify(await leftBehind())}`);
    expect(loads.reduce((sum, load) => sum + load.unavailable, 0)).toBeGreaterThan(0);
    expect(nodes.map((node) => node.alive())).toEqual([true, true]);
    expect([live1.connected, live2.connected]).toEqual([true, true]);

    // Every acknowledged write is in the database.
    const stored = new Set((await admin<{ serial: string }[]>`select serial from products where sid = ${sid}`).map((row) => row.serial));
    const acked = [...loads.flatMap((load) => load.acked), ...extraAcked];
    expect(acked.filter((serial) => !stored.has(serial))).toEqual([]);

    // Nothing crashed half-way, and no stack trace per request: the outage is told in single lines.
    const output = nodes.map((node) => node.output()).join('\n');
    expect(output).not.toMatch(/Unhandled|uncaught|nobody handled/i);
    const lines = output.split('\n');
    const stackLines = lines.filter((line) => /^\s+at /.test(line)).length;
    const requestLines = nodes.map((node) => node.output().split('\n').filter((line) => line.startsWith('Database unavailable (request)')).length);
    console.log(`outage: the nodes printed ${lines.length} lines (${stackLines} stack frames; ${requestLines.join(' + ')} about failed requests) `
      + `for ${loads.reduce((sum, load) => sum + load.unavailable, 0)} requests answered 503:\n${output}`);
    // One line now and then per node and place, whatever the number of requests that failed (at most one per
    // 10 s), and not one stack trace.
    const minutes = (Date.now() - testStarted) / 60_000;
    for (const count of requestLines) expect(count).toBeLessThanOrEqual(Math.ceil(minutes * 6) + 1);
    for (const node of nodes) {
      const places = new Map<string, number>();
      for (const [, place] of node.output().matchAll(/^Database unavailable \((.+?)\): /gm)) places.set(place!, (places.get(place!) ?? 0) + 1);
      for (const [place, count] of places) expect(count, place).toBeLessThanOrEqual(Math.ceil(minutes * 6) + 1);
    }
    expect(lines.filter((line) => /^\s+at /.test(line))).toEqual([]);

    // Both nodes stop on SIGTERM in bounded time after the outage.
    const outputs = nodes.map((node) => node.output());
    const stops = await Promise.all(nodes.map((node) => node.stop('SIGTERM', STOP_BOUND_MS)));
    console.log(`outage: SIGTERM took ${stops.map((stop, i) => `node ${i + 1} ${stop.ms} ms`).join(', ')}; meanwhile they printed:\n${nodes.map((node, i) => node.output().slice(outputs[i]!.length)).join('\n')}`);
    expect(stops.map(({ code, timedOut }) => ({ code, timedOut }))).toEqual([{ code: 0, timedOut: false }, { code: 0, timedOut: false }]);
  }, 180_000);
});
