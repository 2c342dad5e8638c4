import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../shared/realtime.ts';
import { SERVER_APPLICATION_NAME } from '../server/db/open.ts';
import { createSql } from '../server/db/sql.ts';
import { recordWrite } from '../server/repositories/changes.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { killHard, startChildServer } from './helpers/childServer.ts';
import { connected, connectSocket, subscribe, waitForEvent, type TestSocket } from './helpers/socketClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';
import { freePort } from './helpers/freePort.ts';
import { rename } from './helpers/records.ts';

// The outbox on several nodes: after the commit the writer publishes a change to its clients and NOTIFYs the
// other nodes, which publish it to theirs, and find it in the table when the writer died before announcing it
// or they were not listening (tests/outbox.test.ts: the outbox row itself, on either engine).

const sockets: TestSocket[] = [];
afterAll(() => { for (const socket of sockets) socket.disconnect(); });

async function watch(baseUrl: string, client: ApiClient, room: string): Promise<TestSocket> {
  const socket = connectSocket(baseUrl, client.cookie);
  sockets.push(socket);
  await connected(socket);
  expect(await subscribe(socket, [room])).toEqual({ ok: true });
  return socket;
}

const received = (socket: TestSocket, event: string, predicate: (payload: any) => boolean) =>
  socket.received.filter((r) => r.event === event && predicate(r.payload)).length;

describe('announcing changes', () => {
  it('a lone node announces nothing; once a second node is up, its writes are announced', async () => {
    const alone = await startTestServer();
    let second: TestServer | undefined;
    const heard: unknown[] = [];
    const listening = await alone.sql.listen('changes', (payload) => heard.push(JSON.parse(payload)));
    try {
      const anna = await alone.signIn('anna', 'Anna Berger');
      const { result: sid } = await anna.call('addStation', { projectId: '83001', stationName: 'Alone', serials: [] });
      await rename(anna, sid, 'Nobody hears it');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([]);

      second = await startTestServer({}, { shareDatabaseOf: alone });
      // It knows of the second node from that node's first heartbeat, sent as it started.
      for (let attempt = 1, deadline = Date.now() + 5_000; heard.length === 0 && Date.now() < deadline; attempt++) {
        await rename(anna, sid, `Heard ${attempt}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(heard).toContainEqual(expect.objectContaining({ change: { type: 'station', sid, fields: ['customer'], texts: false } }));
    } finally {
      await listening.unlisten();
      await second?.stop();
      await alone.stop();
    }
  });
});

describe('publishing from the outbox on several nodes', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  let anna: ApiClient;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    nodeA = await startTestServer();
    nodeB = await startTestServer({}, { shareDatabaseOf: nodeA });
    anna = await nodeA.signIn('anna', 'Anna Berger');
  });
  afterAll(async () => {
    if (child) await killHard(child);
    await nodeB?.stop();
    await nodeA?.stop();
  });

  it('a write on node A reaches the clients of node B and of node A exactly once', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '82001', stationName: 'Once', serials: [] });
    const onA = await watch(nodeA.url, anna, rooms.station(sid));
    const onB = await watch(nodeB.url, anna, rooms.station(sid));
    await rename(anna, sid, 'First');
    await rename(anna, sid, 'Sentinel'); // published after the first by every node: once it is in, so are repeats
    const isFirst = (p: any) => p.st.customer === 'First';
    for (const socket of [onA, onB]) await waitForEvent(socket, 'station:updated', (p) => p.st.customer === 'Sentinel', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a repeat through another path would have no order
    expect(received(onA, 'station:updated', isFirst)).toBe(1);
    expect(received(onB, 'station:updated', isFirst)).toBe(1);
  });

  it('a change committed by a node that died right after its commit still reaches every node\'s clients', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '82002', stationName: 'Orphan', serials: [] });
    const onA = await watch(nodeA.url, anna, rooms.station(sid));
    const onB = await watch(nodeB.url, anna, rooms.station(sid));
    // The dying node: its transaction writes the data and the outbox row, commits, and the node is gone
    // before it could do anything after the commit, announcing it too. A malformed notice on the way must not
    // stop anyone.
    const dying = createSql({ url: nodeA.config.databaseUrl! }, { max: 1 });
    await dying`select pg_notify('changes', 'not json')`;
    await dying.begin(async (tx) => {
      await tx`update stations set customer = 'Written before the crash', modif = now() where sid = ${sid}`;
      await recordWrite(tx, [], [{ type: 'station', sid }]);
    });
    await dying.end({ timeout: 0 });
    for (const socket of [onA, onB]) {
      const { st } = await waitForEvent(socket, 'station:updated', (p) => p.st.customer === 'Written before the crash', 10_000);
      expect(st.sid).toBe(sid);
    }
  });

  it('a node whose LISTEN connection dropped while a write committed publishes it once it listens again', async () => {
    const listeners = async () => (await nodeA.sql<{ pid: number }[]>`
      select pid from pg_stat_activity
      where datname = current_database() and application_name = ${SERVER_APPLICATION_NAME} and query ilike 'listen %'`).map((r) => r.pid);
    const before = new Set(await listeners());
    const port = await freePort();
    child = await startChildServer({ PORT: String(port), DATABASE_URL: nodeA.config.databaseUrl!, DATA_DIR: os.tmpdir() });
    const childUrl = `http://127.0.0.1:${port}`;
    const childListener = (await listeners()).filter((pid) => !before.has(pid));
    expect(childListener).toHaveLength(1);

    const { result: sid } = await anna.call('addStation', { projectId: '82003', stationName: 'Missed', serials: [] });
    const onA = await watch(nodeA.url, anna, rooms.station(sid));
    const onChild = await watch(childUrl, anna, rooms.station(sid));

    // Frozen, the child cannot listen again before the write commits: the notice is gone for it for sure.
    child.kill('SIGSTOP');
    try {
      await nodeA.sql`select pg_terminate_backend(${childListener[0]!})`;
      await rename(anna, sid, 'While away');
      await waitForEvent(onA, 'station:updated', (p) => p.st.customer === 'While away', 10_000);
    } finally {
      child.kill('SIGCONT');
    }
    const isMissed = (p: any) => p.st.customer === 'While away';
    await waitForEvent(onChild, 'station:updated', isMissed, 15_000);
    // It listens again, and a later write arrives as usual, after the missed one and without a repeat of it.
    await rename(anna, sid, 'Back');
    await waitForEvent(onChild, 'station:updated', (p) => p.st.customer === 'Back', 10_000);
    expect(received(onChild, 'station:updated', isMissed)).toBe(1);
  });
});

