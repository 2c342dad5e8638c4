import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rooms } from '../shared/realtime.ts';
import { ApiClient, openWallScreen } from './helpers/apiClient.ts';
import { connected, connectError, connectSocket, delivered, subscribe, waitForEvent, type TestSocket } from './helpers/socketClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';

let server: TestServer;
let anna: ApiClient;
let jonas: ApiClient;
const sockets: TestSocket[] = [];

function open(client: ApiClient, headers: Record<string, string> = {}): TestSocket {
  const socket = connectSocket(server.url, client.cookie, headers);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  server = await startTestServer();
  anna = await server.signIn('anna', 'Anna Berger');
  jonas = await server.signIn('jonas', 'Jonas Weber');
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.stop();
});

describe('socket authentication', () => {
  it('refuses a socket without a session', async () => {
    // Refused at the handshake already, before a session could be recovered.
    expect(await connectError(open(new ApiClient(server.url)))).toMatch(/websocket error|Forbidden|xhr poll error/i);
  });

  it('refuses a socket from a foreign origin', async () => {
    const socket = open(anna, { origin: 'https://evil.example' });
    expect(await connectError(socket)).toMatch(/websocket error|Forbidden|xhr poll error/i);
  });

  it('refuses rooms of records that do not exist, and names that are not rooms', async () => {
    const socket = open(anna);
    await connected(socket);
    expect(await subscribe(socket, [rooms.station(999999)])).toEqual({ ok: false, message: 'station:999999 does not exist' });
    expect((await subscribe(socket, ['admin'])).ok).toBe(false);
    expect((await subscribe(socket, 'stations' as unknown as string[])).ok).toBe(false);
  });
});

describe('transports', () => {
  it('a socket starting with long-polling (socket.io-client\'s default; the web client starts with WebSocket) connects, and the API keeps answering', async () => {
    const socket = connectSocket(server.url, anna.cookie, {}, ['polling', 'websocket']);
    sockets.push(socket);
    await connected(socket);
    expect(await subscribe(socket, [rooms.stations])).toEqual({ ok: true });
    await vi.waitFor(() => expect(socket.io.engine.transport.name).toBe('websocket')); // the upgrade from long-polling
    expect((await anna.post('/api/whoami')).status).toBe(200);
    expect((await anna.get('/service')).status).toBe(503); // the test server has no client build
  });
});

describe('broadcasts after commit', () => {
  it('a station write reaches every subscribed client once, and no unsubscribed one', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '71001', stationName: 'Live Station', serials: [] });
    const watcher = open(jonas);
    const lister = open(jonas);
    const bystander = open(anna);
    await Promise.all([connected(watcher), connected(lister), connected(bystander)]);
    expect(await subscribe(watcher, [rooms.station(sid)])).toEqual({ ok: true });
    expect(await subscribe(lister, [rooms.stations, rooms.stats, rooms.locations])).toEqual({ ok: true });
    expect(await subscribe(bystander, [rooms.issues])).toEqual({ ok: true });
    await delivered(anna, [watcher, lister, bystander]); // the events of the station's creation
    for (const socket of [watcher, lister, bystander]) socket.received.length = 0;

    const { st } = await anna.call('station', { sid });
    await anna.call('updateStation', { sid, modif: st.modif, customer: 'Statnett', coordinates: '59.91, 10.75' });

    const updated = await waitForEvent(watcher, 'station:updated');
    expect(updated.st).toMatchObject({ sid, customer: 'Statnett', modBy: 'anna' });
    const row = await waitForEvent(lister, 'stations:row');
    expect(row.row).toMatchObject({ sid, customer: 'Statnett' });
    expect((await waitForEvent(lister, 'locations:row')).location).toMatchObject({ id: sid, lat: 59.91, lng: 10.75 });
    await delivered(anna, [watcher, lister, bystander]);
    expect(watcher.received.filter((r) => r.event === 'station:updated')).toHaveLength(1);
    expect(lister.received.filter((r) => r.event === 'stations:row')).toHaveLength(1);
    expect(lister.received.some((r) => r.event === 'station:updated')).toBe(false);
    expect(lister.received.some((r) => r.event === 'stats')).toBe(false); // neither the latest project id nor the open NCRs changed
    expect(bystander.received.filter((r) => r.event !== 'presence')).toEqual([]);
  });

  it('an NCR edit reaches only those who show what changed', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '71003', stationName: 'Fan-out Station', serials: [] });
    const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'Coil' });
    const issueWatcher = open(jonas);
    const stationWatcher = open(jonas);
    const lists = open(jonas);
    await Promise.all([connected(issueWatcher), connected(stationWatcher), connected(lists)]);
    await subscribe(issueWatcher, [rooms.issue(iid)]);
    await subscribe(stationWatcher, [rooms.station(sid)]);
    await subscribe(lists, [rooms.stations, rooms.issues, rooms.locations, rooms.stats]);
    const everyone = [issueWatcher, stationWatcher, lists];
    await delivered(anna, everyone);
    const heard = () => everyone.map((socket) => socket.received.filter((r) => r.event !== 'presence').map((r) => r.event).sort());
    for (const socket of everyone) socket.received.length = 0;

    // Text only: the issue's own screen, nothing else (no list row, station, globe bar or stats).
    let { issue } = await anna.call('issue', { iid });
    await anna.call('updateIssue', { iid, modif: issue.modif, descr: 'Hot spot on phase L2.' });
    await waitForEvent(issueWatcher, 'issue:updated');
    await delivered(anna, everyone);
    expect(heard()).toEqual([['issue:updated'], [], []]);

    // A listed value: the NCR lists and the station's NCR table too, but not the station's flag or the stats.
    for (const socket of everyone) socket.received.length = 0;
    ({ issue } = await anna.call('issue', { iid }));
    await anna.call('updateIssue', { iid, modif: issue.modif, status: 1 });
    await waitForEvent(lists, 'issues:row');
    await delivered(anna, everyone);
    expect(heard()).toEqual([['issue:updated'], ['station:issues'], ['issues:row']]);

    // Resolving it: the station's NCR flag (its screen and list row) and the open-NCR count follow.
    for (const socket of everyone) socket.received.length = 0;
    ({ issue } = await anna.call('issue', { iid }));
    await anna.call('updateIssue', { iid, modif: issue.modif, status: 2 });
    expect((await waitForEvent(lists, 'stations:row')).row).toMatchObject({ sid, ncr: false });
    await delivered(anna, everyone);
    expect(heard()).toEqual([['issue:updated'], ['station:issues', 'station:updated'], ['issues:row', 'stations:row', 'stats']]);
  });

  it("a station's new name reaches its NCRs and sub-projects, which show it", async () => {
    const { result: parent } = await anna.call('addStation', { projectId: '71004', stationName: 'Old Name', serials: [] });
    const { result: child } = await anna.call('addStation', { projectId: '71005', stationName: 'Child', serials: [] });
    const { st: childSt } = await anna.call('station', { sid: child });
    await anna.call('updateStation', { sid: child, modif: childSt.modif, setParent: parent });
    const { result: iid } = await anna.call('addIssue', { station: parent, prod: 'Coil' });
    const watcher = open(jonas);
    await connected(watcher);
    await subscribe(watcher, [rooms.station(child), rooms.issue(iid), rooms.issues]);
    await delivered(anna, [watcher]);
    watcher.received.length = 0;

    const { st } = await anna.call('station', { sid: parent });
    await anna.call('updateStation', { sid: parent, modif: st.modif, name: 'New Name' });
    expect((await waitForEvent(watcher, 'station:updated')).st.parent).toMatchObject({ sid: parent, name: 'New Name' });
    expect((await waitForEvent(watcher, 'issue:updated')).issue).toMatchObject({ iid, stn: 'New Name' });
    expect((await waitForEvent(watcher, 'issues:row')).row).toMatchObject({ iid, stn: 'New Name' });
  });

  it('sends nothing for a rejected write', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '71002', stationName: 'Quiet Station', serials: [] });
    const watcher = open(jonas);
    await connected(watcher);
    await subscribe(watcher, [rooms.station(sid), rooms.stations]);
    await delivered(anna, [watcher]); // the events of the station's creation
    watcher.received.length = 0;
    const { st } = await anna.call('station', { sid });
    expect((await anna.post('/api/updstation', { sid, modif: st.modif, owner: 'Nobody' })).status).toBe(400);
    expect((await anna.post('/api/updstation', { ...st, customer: 'x', modif: '2000-01-01T00:00:00.000Z' })).status).toBe(409);
    await delivered(anna, [watcher]);
    expect(watcher.received.filter((r) => r.event !== 'presence')).toEqual([]);
  });

  it('issue changes reach the issue, the NCR list, the station and the counters', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '71013', stationName: 'NCR Station', serials: [] });
    const board = open(jonas);
    const stationView = open(jonas);
    await Promise.all([connected(board), connected(stationView)]);
    await subscribe(board, [rooms.issues, rooms.stats]);
    await subscribe(stationView, [rooms.station(sid)]);

    const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'GFN controller' });
    expect((await waitForEvent(board, 'issues:row', (p) => p.row.iid === iid)).row).toMatchObject({ iid, status: 0, stn: 'NCR Station' });
    expect((await waitForEvent(stationView, 'station:issues')).issues.map((i: { iid: number }) => i.iid)).toEqual([iid]);
    await waitForEvent(stationView, 'station:updated', (p) => p.st.ncr === true); // its NCR flag follows the open issue
    const activeBefore = (await anna.call('stats')).activeNcr;

    const issueView = open(anna);
    await connected(issueView);
    await subscribe(issueView, [rooms.issue(iid)]);
    const { issue } = await anna.call('issue', { iid });
    board.received.length = 0;
    await jonas.call('updateIssue', { iid, modif: issue.modif, status: 2 });
    expect((await waitForEvent(issueView, 'issue:updated')).issue).toMatchObject({ iid, status: 2, modBy: 'jonas' });
    expect((await waitForEvent(board, 'issues:row')).row).toMatchObject({ iid, status: 2 });
    await waitForEvent(board, 'stats', (p) => p.activeNcr === activeBefore - 1);

    await anna.call('removeIssue', { iid });
    expect(await waitForEvent(issueView, 'issue:deleted')).toEqual({ iid });
    expect(await waitForEvent(board, 'issue:deleted')).toEqual({ iid });
  });

  it('a new station reaches the list and the globe; a deleted one leaves them', async () => {
    const lister = open(jonas);
    await connected(lister);
    await subscribe(lister, [rooms.stations, rooms.locations]);
    const { result: sid } = await anna.call('addStation', { projectId: '71014', stationName: 'Brand New', serials: [] });
    expect((await waitForEvent(lister, 'stations:row', (p) => p.row.sid === sid)).row.name).toBe('Brand New');
    await anna.call('removeStation', { sid });
    expect(await waitForEvent(lister, 'station:deleted', (p) => p.sid === sid)).toEqual({ sid });
  });

  it('products of a station are sent to its room', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '71015', stationName: 'Products Live', serials: [] });
    const view = open(jonas);
    await connected(view);
    await subscribe(view, [rooms.station(sid)]);
    const { prod } = await anna.call('addProduct', { sid, cat: 'ASC', serial: 'ASC-1' });
    expect((await waitForEvent(view, 'station:products')).prods).toEqual([prod]);
  });
});

describe('the activity room', () => {
  it("hears once of each committed change, by the record whose history it wrote to; others do not", async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '71020', stationName: 'Activity Station', serials: [] });
    const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'Coil' });
    const feed = open(jonas);
    const lists = open(jonas);
    await Promise.all([connected(feed), connected(lists)]);
    expect(await subscribe(feed, [rooms.activity])).toEqual({ ok: true });
    await subscribe(lists, [rooms.stations, rooms.issues]);
    await delivered(anna, [feed, lists]); // the events of the creations
    for (const socket of [feed, lists]) socket.received.length = 0;
    const heard = () => feed.received.filter((r) => r.event === 'activity').map((r) => r.payload);

    const { st } = await anna.call('station', { sid });
    await anna.call('updateStation', { sid, modif: st.modif, customer: 'Statkraft', cpu: 'A1' });
    expect(await waitForEvent(feed, 'activity')).toEqual({ kind: 'station', id: sid });
    const { issue } = await anna.call('issue', { iid });
    await jonas.call('updateIssue', { iid, modif: issue.modif, status: 1, descr: 'Noise at full load' });
    expect(await waitForEvent(feed, 'activity', (p) => p.kind === 'issue')).toEqual({ kind: 'issue', id: iid });
    await anna.call('addProduct', { sid, cat: 'ASC', serial: 'ASC-9' }); // a product is in its station's history
    await waitForEvent(feed, 'activity', (p) => p.kind === 'station' && heard().length === 3);
    // Refused writes changed nothing and say nothing.
    expect((await anna.post('/api/updstation', { sid, modif: st.modif, owner: 'Nobody' })).status).toBe(400);
    await delivered(anna, [feed, lists]);
    expect(heard()).toEqual([{ kind: 'station', id: sid }, { kind: 'issue', id: iid }, { kind: 'station', id: sid }]);
    expect(feed.received.map((r) => r.event)).toEqual(['activity', 'activity', 'activity']);
    expect(lists.received.some((r) => r.event === 'activity')).toBe(false);
  });

  it('is refused to a kiosk screen, which may still join the lists', async () => {
    const tv = await openWallScreen(anna, 'Activity TV');
    const socket = open(tv);
    await connected(socket);
    expect(await subscribe(socket, [rooms.activity])).toEqual({ ok: false, message: 'Kiosk screens see the lists only' });
    expect(await subscribe(socket, [rooms.issues, rooms.activity])).toEqual({ ok: false, message: 'Kiosk screens see the lists only' });
    expect(await subscribe(socket, [rooms.issues])).toEqual({ ok: true });

    // It hears the NCR list, never the activity.
    const { result: sid } = await anna.call('addStation', { projectId: '71021', stationName: 'Kiosk Activity', serials: [] });
    const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'Coil' });
    await waitForEvent(socket, 'issues:row', (p) => p.row.iid === iid);
    // A later NCR's row comes after whatever activity the first would have sent (a kiosk joins no station room,
    // so delivered()'s marker is not for it).
    const { result: later } = await anna.call('addIssue', { station: sid, prod: 'Coil 2' });
    await waitForEvent(socket, 'issues:row', (p) => p.row.iid === later);
    expect(socket.received.filter((r) => r.event === 'activity')).toEqual([]);
  });
});

describe('presence', () => {
  it('shows who views a record and in which field, and drops them when they leave', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '71006', stationName: 'Presence Station', serials: [] });
    const room = rooms.station(sid);
    const a = open(anna);
    const j = open(jonas);
    await Promise.all([connected(a), connected(j)]);
    await subscribe(a, [room]);
    await subscribe(j, [room]);
    const both = await waitForEvent(a, 'presence', (p) => p.room === room && p.viewers.length === 2);
    expect(both.viewers.map((v: { name: string }) => v.name)).toEqual(['Anna Berger', 'Jonas Weber']);

    j.emit('presence:field', { room, field: 'comments' });
    const editing = await waitForEvent(a, 'presence', (p) => p.viewers.some((v: { field: string | null }) => v.field === 'comments'));
    expect(editing.viewers.find((v: { name: string }) => v.name === 'Jonas Weber').field).toBe('comments');

    j.disconnect();
    const alone = await waitForEvent(a, 'presence', (p) => p.room === room && p.viewers.length === 1);
    expect(alone.viewers[0].name).toBe('Anna Berger');
  });
});
