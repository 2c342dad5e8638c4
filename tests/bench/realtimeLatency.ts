// npm run bench:realtime — how long a committed write takes to reach other clients, with 50 connected.
// Each write is a station update through the API; every client watches the stations list. Figures: the API
// round trip of the write (baseline) and, per client, the time from sending the write to receiving its event.
// Then the shared text fields: 50 y-websocket clients in one station's doc, one of them types; per other
// client, the time from the keystroke to the character arriving in its copy of the text.
import { ApiClient } from '../helpers/apiClient.ts';
import { connected, connectSocket, subscribe, type TestSocket } from '../helpers/socketClient.ts';
import { PASSWORD, startTestServer } from '../helpers/testServer.ts';
import { openDoc, synced, type TestDoc } from '../helpers/yjsClient.ts';
import { COLLAB_MAX_CLIENTS, COLLAB_MAX_CLIENTS_PER_PERSON } from '../../shared/collab.ts';
import { rooms } from '../../shared/realtime.ts';
import { recordName } from '../../shared/recordNames.ts';

const CLIENTS = Number(process.env.CLIENTS ?? 50);
const WRITES = Number(process.env.WRITES ?? 200);
const KEYSTROKES = Number(process.env.KEYSTROKES ?? 200);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const server = await startTestServer();
try {
  await server.addUser('bench');
  const writer = new ApiClient(server.url);
  await writer.login('bench', PASSWORD);
  const { result: sid } = await writer.call('addStation', { projectId: 'BENCH-1', stationName: 'Latency Station', serials: [] });

  const sockets: TestSocket[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const socket = connectSocket(server.url, writer.cookie);
    await connected(socket);
    await subscribe(socket, [rooms.stations]);
    sockets.push(socket);
  }

  const roundTrips: number[] = [];
  const arrivals: number[] = [];
  let modif = (await writer.call('station', { sid })).st.modif as string;
  for (let n = 0; n < WRITES; n++) {
    const customer = `customer ${n}`;
    const arrived = sockets.map((socket) => new Promise<number>((resolve) => {
      const onRow = ({ row }: { row: { customer: string } }) => {
        if (row.customer !== customer) return;
        socket.off('stations:row', onRow);
        resolve(performance.now());
      };
      socket.on('stations:row', onRow);
    }));
    const sent = performance.now();
    ({ st: { modif } } = await writer.call('updateStation', { sid, modif, customer }));
    roundTrips.push(performance.now() - sent);
    for (const at of await Promise.all(arrived)) arrivals.push(at - sent);
  }
  for (const socket of sockets) socket.disconnect();

  // Spread over people: one may open a doc COLLAB_MAX_CLIENTS_PER_PERSON times.
  const typists: TestDoc[] = [];
  const editors: ApiClient[] = [];
  for (let i = 0; i < Math.min(CLIENTS, COLLAB_MAX_CLIENTS); i++) {
    if (i % COLLAB_MAX_CLIENTS_PER_PERSON === 0) {
      const name = `bench-editor-${editors.length + 1}`;
      await server.addUser(name);
      editors.push(new ApiClient(server.url));
      await editors.at(-1)!.login(name, PASSWORD);
    }
    const client = openDoc(server.url, editors.at(-1)!.cookie, recordName('station', sid), { origin: server.url });
    await synced(client);
    typists.push(client);
  }
  const [typist, ...readers] = typists as [TestDoc, ...TestDoc[]];
  const keystrokes: number[] = [];
  for (let n = 0; n < KEYSTROKES; n++) {
    const length = n + 1;
    const arrived = readers.map((reader) => new Promise<number>((resolve) => {
      const text = reader.text('comments');
      const onChange = () => {
        if (text.length < length) return;
        text.unobserve(onChange);
        resolve(performance.now());
      };
      text.observe(onChange);
    }));
    const typed = performance.now();
    typist.text('comments').insert(n, 'x');
    for (const at of await Promise.all(arrived)) keystrokes.push(at - typed);
  }
  for (const client of typists) client.destroy();

  const database = server.config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`realtime latency, ${CLIENTS} clients, ${WRITES} writes, ${database}`);
  console.log(`  write round trip (baseline): median ${percentile(roundTrips, 50).toFixed(1)} ms, p99 ${percentile(roundTrips, 99).toFixed(1)} ms`);
  console.log(`  write sent → event at a client: median ${percentile(arrivals, 50).toFixed(1)} ms, p99 ${percentile(arrivals, 99).toFixed(1)} ms`);
  console.log(`  ratio to the baseline: median ${(percentile(arrivals, 50) / percentile(roundTrips, 50)).toFixed(2)}×, p99 ${(percentile(arrivals, 99) / percentile(roundTrips, 99)).toFixed(2)}×`);
  console.log(`shared text, ${typists.length} clients in one doc, ${KEYSTROKES} keystrokes`);
  console.log(`  keystroke → character at another client: median ${percentile(keystrokes, 50).toFixed(1)} ms, p99 ${percentile(keystrokes, 99).toFixed(1)} ms`);
  console.log(`  ratio to the write round trip: median ${(percentile(keystrokes, 50) / percentile(roundTrips, 50)).toFixed(2)}×, p99 ${(percentile(keystrokes, 99) / percentile(roundTrips, 99)).toFixed(2)}×`);
} finally {
  await server.stop();
}
