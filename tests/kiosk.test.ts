import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../shared/realtime.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { connected, connectError, connectSocket, subscribe, waitForEvent } from './helpers/socketClient.ts';
import { PASSWORD, startTestServer, type TestServer } from './helpers/testServer.ts';
import { runUserCli } from './helpers/processes.ts';

// Wall screens: a named, revocable, read-only device token instead of a staff session.
const CARD = 'format=jpg&maxwidth=400&maxheight=250'; // the globe card's image (shared/constants.ts IMAGE_QUERY)
let server: TestServer;
let staff: ApiClient;
let sid: number;

/** Runs `npm run user -- ARGS` against the test server's database (asynchronously: an embedded database is
 * served by this very process, which must keep answering). */
function userCli(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return runUserCli(args, { DATABASE_URL: server.config.databaseUrl ?? '', DATA_DIR: server.config.dataDir });
}

/** A fresh client that opened a kiosk page with ?kiosk=TOKEN. */
async function openKiosk(token: string): Promise<{ client: ApiClient; response: Response }> {
  const client = new ApiClient(server.url);
  return { client, response: await client.openKiosk(token) };
}

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser('anna', 'Anna Berger');
  staff = new ApiClient(server.url);
  await staff.login('anna', PASSWORD);
  ({ result: sid } = await staff.call('addStation', { projectId: '81001', stationName: 'Kiosk Station', serials: [] }));
});
afterAll(() => server?.stop());

describe('kiosk tokens', () => {
  it('npm run user -- kiosk add prints a token that opens the board and the globe without a session', async () => {
    const result = await userCli('kiosk', 'add', 'Lobby TV');
    expect(result.status, result.stderr).toBe(0);
    const token = result.stdout.match(/\/ncr\/board\?kiosk=(\S+)/)?.[1];
    expect(token).toBeTruthy();
    expect(result.stdout).toContain(`/world?kiosk=${token}`);

    const { client, response } = await openKiosk(token!);
    expect(response.status).not.toBe(302);
    expect(response.headers.get('set-cookie')).toMatch(/^sd_kiosk=.*HttpOnly/i);
    expect((await client.get('/world')).status).not.toBe(302);
    expect((await client.get('/service')).status).toBe(302); // staff pages still need a session
  });

  it('reads the lists and refuses every write with 403', async () => {
    const { token } = await staff.call('addKiosk', { name: 'Workshop TV' });
    const { client } = await openKiosk(token);
    for (const call of ['/api/issues', '/api/locations', '/api/stations', '/api/stats']) expect((await client.post(call)).status, call).toBe(200);
    const { st } = await staff.call('station', { sid });
    const writes: [string, object][] = [
      ['/api/updstation', { sid, modif: st.modif, customer: 'kiosk was here' }],
      ['/api/addstation', { projectId: '81002', stationName: 'Kiosk Made', serials: [] }],
      ['/api/addissue', { station: sid, prod: 'x' }],
      ['/api/rmstation', { sid }],
      ['/api/kiosk/add', { name: 'Sneaky' }],
      ['/api/whoami', {}],
    ];
    for (const [call, body] of writes) {
      const result = await client.post(call, body);
      expect(result.status, call).toBe(403);
      expect(result.body.message).toBe('Kiosk screens are read-only');
    }
    expect((await staff.call('station', { sid })).st.customer).toBe('');
  });

  it("gets a station's image at the globe card's size only", async () => {
    const { token } = await staff.call('addKiosk', { name: 'Globe TV' });
    const { client } = await openKiosk(token);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#468' } }).png().toBuffer())]), 'photo.png');
    const { st } = await (await fetch(`${server.url}/api/uploadf/${sid}`, { method: 'POST', body: form, headers: { cookie: staff.cookie } })).json();
    const card = await client.get(`${st.imageUrl}&${CARD}`);
    expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    for (const query of ['', '&format=png&maxwidth=400&maxheight=250', '&format=jpg&maxwidth=4000&maxheight=4000', '&format=jpg&maxwidth=400', '&maxwidth=400&maxheight=250']) {
      const refused = await client.get(`${st.imageUrl}${query}`);
      expect(refused.status, query).toBe(403);
      expect(await refused.json(), query).toEqual({ message: `Kiosk screens get station images as the globe's card shows them only: ${CARD}` });
    }
    expect((await staff.get(`${st.imageUrl}&format=jpg&maxwidth=4000&maxheight=4000`)).status).toBe(200);
  });

  it('reads the stations list with only what its screens show of a station, over the API and the socket alike', async () => {
    const { token } = await staff.call('addKiosk', { name: 'Lobby Stations TV' });
    const { client } = await openKiosk(token);
    const listed = await client.post('/api/stations');
    expect(listed.status).toBe(200);
    expect(listed.body.stations.find((row: { sid: number }) => row.sid === sid)).toEqual({ sid, projId: '81001', name: 'Kiosk Station' });
    for (const row of listed.body.stations) expect(Object.keys(row).sort()).toEqual(['name', 'projId', 'sid']);
    expect((await staff.call('stations')).stations.find((row) => row.sid === sid)).toMatchObject({ sid, pr: false, customer: '' }); // staff's list is whole

    const tv = connectSocket(server.url, client.cookie);
    const desk = connectSocket(server.url, staff.cookie);
    try {
      await Promise.all([connected(tv), connected(desk)]);
      expect(await subscribe(tv, [rooms.stations, rooms.locations, rooms.issues, rooms.stats])).toEqual({ ok: true });
      expect(await subscribe(desk, [rooms.stations])).toEqual({ ok: true });
      const { st } = await staff.call('station', { sid });
      await staff.call('updateStation', { sid, modif: st.modif, pr: true, name: 'Kiosk Station Renamed' });
      const staffRow = await waitForEvent(desk, 'stations:row', (p) => p.row.sid === sid);
      expect(staffRow.row).toMatchObject({ sid, name: 'Kiosk Station Renamed', pr: true });
      expect((await waitForEvent(tv, 'stations:row', (p) => p.row.sid === sid)).row).toEqual({ sid, projId: '81001', name: 'Kiosk Station Renamed' });
      expect(tv.received.filter((r) => r.event === 'stations:row')).toHaveLength(1);
      expect(desk.received.filter((r) => r.event === 'stations:row')).toHaveLength(1);
      await staff.call('updateStation', { sid, modif: (await staff.call('station', { sid })).st.modif, pr: false, name: 'Kiosk Station' });
      await waitForEvent(tv, 'stations:row', (p) => p.row.sid === sid && p.row.name === 'Kiosk Station');
    } finally {
      tv.disconnect();
      desk.disconnect();
    }
  });

  it('gets live list events over a socket, but no record rooms', async () => {
    const { token } = await staff.call('addKiosk', { name: 'Board TV' });
    const { client } = await openKiosk(token);
    const socket = connectSocket(server.url, client.cookie);
    try {
      await connected(socket);
      expect(await subscribe(socket, [rooms.issues, rooms.locations])).toEqual({ ok: true });
      expect(await subscribe(socket, [rooms.station(sid)])).toEqual({ ok: false, message: 'Kiosk screens see the lists only' });
    } finally {
      socket.disconnect();
    }
  });

  it('a wrong token opens nothing, and a revoked one stops working at once', async () => {
    const wrong = await openKiosk('not-a-token');
    expect(wrong.response.status).toBe(302);

    const { token } = await staff.call('addKiosk', { name: 'Old TV' });
    const { client } = await openKiosk(token);
    expect((await client.post('/api/issues')).status).toBe(200);
    const revoked = await userCli('kiosk', 'revoke', 'Old TV');
    expect(revoked.status, revoked.stderr).toBe(0);
    expect((await client.post('/api/issues')).status).toBe(401);
    expect((await client.get('/ncr/board')).status).toBe(302);
    expect(await connectError(connectSocket(server.url, client.cookie))).toMatch(/websocket error|Forbidden|xhr poll error/i); // refused at the handshake
    const { kiosks } = await staff.call('kiosks');
    expect(kiosks.find((k: { name: string }) => k.name === 'Old TV')).toMatchObject({ revoked: true, createdBy: 'anna' });
    expect((await staff.post('/api/kiosk/revoke', { name: 'Old TV' })).status).toBe(404);
  });
});
