import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_TYPE } from '../shared/constants.ts';
import { rooms } from '../shared/realtime.ts';
import { recordName } from '../shared/recordNames.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { connected, connectSocket, subscribe, waitForEvent, type TestSocket } from './helpers/socketClient.ts';
import { PASSWORD, startTestServer, type TestServer } from './helpers/testServer.ts';
import { openDoc, synced, waitUntil, type TestDoc } from './helpers/yjsClient.ts';

// Two server nodes on one PostgreSQL behave as one (Socket.IO's Postgres adapter, Yjs updates through
// LISTEN/NOTIFY); PGlite is single-node.
describe('two nodes on one PostgreSQL', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  const sockets: TestSocket[] = [];
  const docs: TestDoc[] = [];

  beforeAll(async () => {
    nodeA = await startTestServer();
    nodeB = await startTestServer({}, { shareDatabaseOf: nodeA });
    await nodeA.addUser('anna', 'Anna Berger');
    await nodeA.addUser('jonas', 'Jonas Weber');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const doc of docs) doc.destroy();
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

    const { result: sid } = await anna.call('addStation', { projectId: '91001', stationName: 'Across Nodes', serials: [] });
    expect((await waitForEvent(onB, 'stations:row', (p) => p.row.sid === sid, 10_000)).row.name).toBe('Across Nodes');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onB.received.filter((r) => r.event === 'stations:row' && r.payload.row.sid === sid)).toHaveLength(1);
  });

  it('a logout or a new login on node A ends the old session on node B at once, though B keeps sessions in memory', async () => {
    const anna = new ApiClient(nodeA.url);
    await anna.login('anna', PASSWORD);
    const annaOnB = new ApiClient(nodeB.url);
    annaOnB.cookie = anna.cookie;
    expect((await annaOnB.post('/api/whoami')).status).toBe(200); // B has it in memory now (sessionCache.ts)
    expect((await anna.post('/api/logout')).status).toBe(200);
    expect((await annaOnB.post('/api/whoami')).status).toBe(401);

    await anna.login('anna', PASSWORD);
    annaOnB.cookie = anna.cookie;
    expect((await annaOnB.post('/api/whoami')).status).toBe(200);
    await anna.login('anna', PASSWORD); // a new session for this browser; the old one ends
    expect((await annaOnB.post('/api/whoami')).status).toBe(401);
    annaOnB.cookie = anna.cookie;
    expect((await annaOnB.post('/api/whoami')).status).toBe(200);
  });

  it('presence lists the viewers of both nodes', async () => {
    const anna = new ApiClient(nodeA.url);
    await anna.login('anna', PASSWORD);
    const jonas = new ApiClient(nodeB.url);
    await jonas.login('jonas', PASSWORD);
    const { result: sid } = await anna.call('addStation', { projectId: '91002', stationName: 'Shared Presence', serials: [] });
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

  it('two people on different nodes typing in one field converge, with each other\'s cursors', async () => {
    const anna = new ApiClient(nodeA.url);
    await anna.login('anna', PASSWORD);
    const jonas = new ApiClient(nodeB.url);
    await jonas.login('jonas', PASSWORD);
    const { result: sid } = await anna.call('addStation', { projectId: '91003', stationName: 'Shared Text', serials: [] });
    const name = recordName('station', sid);
    const a = openDoc(nodeA.url, anna.cookie, name);
    const b = openDoc(nodeB.url, jonas.cookie, name);
    docs.push(a, b);
    await Promise.all([synced(a), synced(b)]);

    for (let i = 0; i < 20; i++) {
      a.text('comments').insert(a.text('comments').length, `a${i} `);
      b.text('comments').insert(0, `b${i} `);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    b.provider.awareness.setLocalStateField('user', { name: 'Jonas Weber' });
    await waitUntil(() => a.text('comments').toString() === b.text('comments').toString() && a.text('comments').length === 2 * (10 * 3 + 10 * 4), 10_000, 'the nodes did not converge');
    await waitUntil(() => [...a.provider.awareness.getStates().values()].some((state) => state.user?.name === 'Jonas Weber'), 10_000, 'the cursor did not cross');

    // An API write on node B reaches the typist on node A.
    const { st } = await jonas.call('station', { sid });
    await jonas.call('updateStation', { sid, modif: st.modif, comments: 'Rewritten on B' });
    await waitUntil(() => a.text('comments').toString() === 'Rewritten on B', 10_000, 'the API text did not cross');
  });

  it('an NCR holds at most 50 attachments when uploads race on both nodes (409 for the rest)', async () => {
    const anna = new ApiClient(nodeA.url);
    await anna.login('anna', PASSWORD);
    const annaOnB = new ApiClient(nodeB.url);
    annaOnB.cookie = anna.cookie;
    const { result: sid } = await anna.call('addStation', { projectId: '91004', stationName: 'Evidence Race', serials: [] });
    const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'GFN coil' });
    const pdf = (n: number) => Buffer.from(`%PDF-1.4\n% evidence ${n}\n%%EOF\n`);
    const upload = async (client: ApiClient, n: number) => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(pdf(n))], { type: 'application/pdf' }), `evidence ${n}.pdf`);
      const response = await fetch(`${client.baseUrl}/api/issues/${iid}/attachments`, { method: 'POST', body: form, headers: { cookie: client.cookie } });
      await response.arrayBuffer();
      return response.status;
    };
    for (let n = 0; n < 40; n++) expect(await upload(anna, n)).toBe(200);
    // 30 at once for the last 10 places, every other one through the other node.
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, n) => upload(n % 2 ? annaOnB : anna, 40 + n)));
    const stored = (await anna.call('attachments', { iid })).attachments.length;
    expect({ stored, ok: statuses.filter((s) => s === 200).length, refused: statuses.filter((s) => s === 409).length }).toEqual({ stored: 50, ok: 10, refused: 20 });
  });

  it("an action added on node A reaches a client of node B, in the NCR's room and in My actions'", async () => {
    const anna = new ApiClient(nodeA.url);
    await anna.login('anna', PASSWORD);
    const jonas = new ApiClient(nodeB.url);
    await jonas.login('jonas', PASSWORD);
    const { result: sid } = await anna.call('addStation', { projectId: '91005', stationName: 'Actions Across', serials: [] });
    const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'ASC plunger drive' });
    const onB = connectSocket(nodeB.url, jonas.cookie);
    sockets.push(onB);
    await connected(onB);
    await subscribe(onB, [rooms.issue(iid), rooms.actions]);

    const { action } = await anna.call('addAction', { iid, type: ACTION_TYPE.Containment, descr: 'Lock the drive in position', owner: 'Anna Berger', due: '2026-07-01' });
    expect(await waitForEvent(onB, 'issue:actions', (p) => p.iid === iid, 10_000)).toEqual({ iid, actions: [action] });
    expect((await waitForEvent(onB, 'actions:row', (p) => p.row.aid === action.aid, 10_000)).row).toMatchObject({ aid: action.aid, iid, sid, stn: 'Actions Across', due: '2026-07-01' });
  });
});
