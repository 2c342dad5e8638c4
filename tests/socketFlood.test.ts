import { beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../shared/realtime.ts';
import { EVENT_POINTS } from '../server/realtime/eventLimit.ts';
import { connected, connectSocket, subscribe, waitForEvent } from './helpers/socketClient.ts';
import { withServer } from './helpers/withServer.ts';
import { waitUntil } from './helpers/yjsClient.ts';

// Every event a client sends counts against a per-socket limit; a socket that keeps flooding is disconnected,
// and presence rounds are coalesced, so one client cannot fan out thousands of broadcasts or stall the server.
const { server, users: { jonas } } = withServer({ users: { jonas: 'Jonas Weber' } });
let sid: number;

beforeAll(async () => {
  ({ result: sid } = await jonas.call('addStation', { projectId: '84001', stationName: 'Flood Station', serials: [] }));
});

describe('event floods on Socket.IO', () => {
  it('5000 presence:field emits in a burst: the flooder is cut off, the server answers, the others get few presence events', async () => {
    const room = rooms.station(sid);
    const anna = await server.signIn('anna', 'Anna Berger');
    const flooder = connectSocket(server.url, anna.cookie);
    const watcher = connectSocket(server.url, jonas.cookie);
    await Promise.all([connected(flooder), connected(watcher)]);
    await subscribe(watcher, [room]);
    await subscribe(flooder, [room]);
    await waitForEvent(watcher, 'presence', (p) => p.viewers.length === 2);
    const mark = watcher.received.length;
    const presenceSince = () => watcher.received.slice(mark).filter((r) => r.event === 'presence').map((r) => r.payload);

    for (let i = 0; i < 5000; i++) flooder.emit('presence:field', { room, field: `field${i % 7}` });
    const answer = await jonas.post('/api/stations');
    expect(answer.status).toBe(200);
    await waitUntil(() => !flooder.connected, 15_000, 'the flooding socket stayed connected');

    // The flooder has left the room: the last presence the watcher gets shows the watcher alone.
    // Presence rounds of a room run one after another: once a later joiner shows up, the flood's rounds are over.
    const maria = connectSocket(server.url, (await server.signIn('maria', 'Maria Rossi')).cookie);
    await connected(maria);
    await subscribe(maria, [room]);
    await waitUntil(() => presenceSince().some((p) => p.viewers.some((v: { name: string }) => v.name === 'Maria Rossi')), 10_000, 'the later joiner did not show');
    expect(watcher.connected).toBe(true);
    const flood = presenceSince().filter((p) => !p.viewers.some((v: { name: string }) => v.name === 'Maria Rossi'));
    console.log(`flood: ${flood.length} presence events reached the other client`);
    expect(flood.length).toBeLessThanOrEqual(EVENT_POINTS + 2);
    expect(flood.at(-1)?.viewers).toHaveLength(1); // the flooder has left the room
    maria.disconnect();
    watcher.disconnect();
  });

  it('drops unknown events and subscribe floods too, and keeps a socket that stays within the limit', async () => {
    const anna = await server.signIn('anna', 'Anna Berger');
    const calm = connectSocket(server.url, anna.cookie);
    const noisy = connectSocket(server.url, anna.cookie);
    await Promise.all([connected(calm), connected(noisy)]);
    for (let i = 0; i < EVENT_POINTS / 2; i++) expect((await subscribe(calm, [rooms.stations])).ok).toBe(true);
    for (let i = 0; i < 3000; i++) (noisy as unknown as { emit(event: string, ...args: unknown[]): void }).emit(i % 2 ? 'no-such-event' : 'subscribe', [rooms.issues]);
    await waitUntil(() => !noisy.connected, 15_000, 'the flooding socket stayed connected');
    expect(calm.connected).toBe(true);
    expect((await subscribe(calm, [rooms.issues])).ok).toBe(true);
    calm.disconnect();
  });
});
