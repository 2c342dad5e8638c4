import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../shared/realtime.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { connected, connectSocket, subscribe, waitForEvent, type TestSocket } from './helpers/socketClient.ts';
import { PASSWORD, startTestServer, type TestServer } from './helpers/testServer.ts';

// Two server nodes on one PostgreSQL behave as one (Socket.IO's Postgres adapter); PGlite is single-node.
describe.skipIf(!process.env.DATABASE_URL)('two nodes on one PostgreSQL', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    nodeA = await startTestServer();
    nodeB = await startTestServer({}, { shareDatabaseOf: nodeA });
    await nodeA.addUser('anna', 'Anna Berger');
    await nodeA.addUser('jonas', 'Jonas Weber');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await nodeB?.stop();
    await nodeA?.stop();
  });

  it('a write on node A reaches a client of node B once; a session works on both nodes', async () => {
    const anna = new ApiClient(nodeA.url);
    await anna.login('anna', PASSWORD);
    const annaOnB = new ApiClient(nodeB.url);
    annaOnB.cookie = anna.cookie;
    expect((await annaOnB.post('/api/whoami')).status).toBe(200);

    const jonas = new ApiClient(nodeB.url);
    await jonas.login('jonas', PASSWORD);
    const onB = connectSocket(nodeB.url, jonas.cookie);
    sockets.push(onB);
    await connected(onB);
    await subscribe(onB, [rooms.stations]);

    const { result: sid } = await anna.call('/api/addstation', { projectId: '91001', stationName: 'Across Nodes', serials: [] });
    expect((await waitForEvent(onB, 'stations:row', (p) => p.row.sid === sid, 10_000)).row.name).toBe('Across Nodes');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onB.received.filter((r) => r.event === 'stations:row' && r.payload.row.sid === sid)).toHaveLength(1);
  });

  it('presence lists the viewers of both nodes', async () => {
    const anna = new ApiClient(nodeA.url);
    await anna.login('anna', PASSWORD);
    const jonas = new ApiClient(nodeB.url);
    await jonas.login('jonas', PASSWORD);
    const { result: sid } = await anna.call('/api/addstation', { projectId: '91002', stationName: 'Shared Presence', serials: [] });
    const room = rooms.station(sid);
    const a = connectSocket(nodeA.url, anna.cookie);
    const b = connectSocket(nodeB.url, jonas.cookie);
    sockets.push(a, b);
    await Promise.all([connected(a), connected(b)]);
    await subscribe(a, [room]);
    await subscribe(b, [room]);
    const both = await waitForEvent(a, 'presence', (p) => p.room === room && p.viewers.length === 2, 10_000);
    expect(both.viewers.map((v: { name: string }) => v.name)).toEqual(['Anna Berger', 'Jonas Weber']);
  });
});
