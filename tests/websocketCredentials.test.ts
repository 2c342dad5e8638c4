import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLAB_CLOSE } from '../shared/collab.ts';
import { rooms } from '../shared/realtime.ts';
import { recordName } from '../shared/recordNames.ts';
import { ApiClient, openWallScreen } from './helpers/apiClient.ts';
import { connected, connectSocket, subscribe } from './helpers/socketClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';
import { openDoc, synced, waitUntil } from './helpers/yjsClient.ts';

// An open websocket lives no longer than the session or kiosk token it was opened with.
const RECHECK_MS = 200;
let server: TestServer;
let staff: ApiClient;
let sid: number;

beforeAll(async () => {
  server = await startTestServer({}, { credentialRecheckMs: RECHECK_MS });
  await server.addUser('anna', 'Anna Berger');
  staff = await server.signIn('jonas', 'Jonas Weber');
  ({ result: sid } = await staff.call('addStation', { projectId: '82001', stationName: 'Credential Station', serials: [] }));
});
afterAll(() => server?.stop());

describe('websockets and the credentials they were opened with', () => {
  it('a logout ends that session’s socket and shared-text connection, and no one else’s', async () => {
    const anna = await server.signIn('anna');
    const annaSocket = connectSocket(server.url, anna.cookie);
    const jonasSocket = connectSocket(server.url, staff.cookie);
    await Promise.all([connected(annaSocket), connected(jonasSocket)]);
    await subscribe(annaSocket, [rooms.station(sid)]);
    const annaDoc = openDoc(server.url, anna.cookie, recordName('station', sid), { origin: server.url });
    const jonasDoc = openDoc(server.url, staff.cookie, recordName('station', sid), { origin: server.url });
    await Promise.all([synced(annaDoc), synced(jonasDoc)]);

    expect((await anna.post('/api/logout')).status).toBe(200);
    await waitUntil(() => !annaSocket.connected && annaDoc.closed !== null, 10 * RECHECK_MS, 'the signed-out connections stayed open');
    expect(annaDoc.closed!.code).toBe(COLLAB_CLOSE.signedOut);
    await new Promise((resolve) => setTimeout(resolve, 3 * RECHECK_MS));
    expect(jonasSocket.connected).toBe(true);
    expect(jonasDoc.provider.wsconnected).toBe(true);
    jonasSocket.disconnect();
    jonasDoc.destroy();
    annaDoc.destroy();
  });

  it('an idle session ends its socket, and the re-checks do not count as activity', async () => {
    const ola = await server.signIn('anna');
    const socket = connectSocket(server.url, ola.cookie);
    await connected(socket);
    const annas = server.sql`select id from users where name = 'anna'`;
    const lastSeen = async () => (await server.sql<{ at: Date }[]>`select max(last_seen) as at from sessions where user_id in (${annas})`)[0]!.at.getTime();
    await server.sql`update sessions set last_seen = now() - interval '5 minutes' where user_id in (${annas})`;
    const before = await lastSeen();
    await new Promise((resolve) => setTimeout(resolve, 3 * RECHECK_MS));
    expect(socket.connected).toBe(true);
    expect(await lastSeen()).toBe(before);

    await server.sql`update sessions set last_seen = now() - interval '13 hours' where user_id in (${annas})`;
    await waitUntil(() => !socket.connected, 10 * RECHECK_MS, 'the idle session kept its socket');
  });

  it('revoking a kiosk token ends the wall screen’s socket', async () => {
    const tv = await openWallScreen(staff, 'Hall TV');
    const socket = connectSocket(server.url, tv.cookie);
    await connected(socket);
    expect((await subscribe(socket, [rooms.issues])).ok).toBe(true);

    await staff.call('revokeKiosk', { name: 'Hall TV' });
    await waitUntil(() => !socket.connected, 10 * RECHECK_MS, 'the revoked screen stayed connected');
  });
});
