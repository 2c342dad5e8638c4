// fan-out: 200 Socket.IO clients in the stations room; a station update through the API, and the time from
// sending it to its stations:row at each client (p50, p99 over all clients and writes), against a bare
// Socket.IO server that broadcasts the same row after the same write (floorServer.ts). Once on one node, once
// on two nodes on the Postgres adapter (clients split between them, writes sent to the first).
import { rooms } from '../../shared/realtime.ts';
import { connected, connectSocket, subscribe, type TestSocket } from '../helpers/socketClient.ts';
import { post } from './httpClient.ts';
import { alternate, compare, percentile, type Benchmark, type Figure, type Round } from './harness.ts';
import { seededDatabase, startNode, using, type BenchNode } from './fixtures.ts';
import { FLOOR_SERVER } from './reads.ts';

const MODIF = new Date().toISOString();
const EVENT_TIMEOUT_MS = 15_000;

async function connectAll(nodes: BenchNode[], count: number, cookie: string): Promise<TestSocket[]> {
  const sockets: TestSocket[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, (_, j) => connectSocket(nodes[(i + j) % nodes.length]!.url, cookie));
    sockets.push(...batch);
    await Promise.all(batch.map(async (socket) => {
      await connected(socket);
      const joined = await subscribe(socket, [rooms.stations]);
      if (!joined.ok) throw new Error(`subscribe refused: ${joined.message}`);
    }));
  }
  return sockets;
}

/** When the row with this customer reaches each socket (performance.now()); fails after EVENT_TIMEOUT_MS. */
function arrivals(sockets: TestSocket[], customer: string): Promise<number[]> {
  return Promise.all(sockets.map((socket) => new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => { socket.off('stations:row', onRow); reject(new Error(`a client got no stations:row within ${EVENT_TIMEOUT_MS} ms`)); }, EVENT_TIMEOUT_MS);
    const onRow = ({ row }: { row: { customer: string } }) => {
      if (row.customer !== customer) return;
      clearTimeout(timer);
      socket.off('stations:row', onRow);
      resolve(performance.now());
    };
    socket.on('stations:row', onRow);
  })));
}

let written = 0;
/** `writes` updates one after the other, each waited for at every socket: write → event percentiles and the write's own round trip. */
async function round(sockets: TestSocket[], writes: number, send: (customer: string) => Promise<unknown>): Promise<Round> {
  const delays: number[] = [];
  const roundTrips: number[] = [];
  for (let n = 0; n < writes; n++) {
    const customer = `fan-out ${++written}`;
    const arrived = arrivals(sockets, customer);
    const sent = performance.now();
    await send(customer);
    roundTrips.push(performance.now() - sent);
    for (const at of await arrived) delays.push(at - sent);
  }
  return { p50: percentile(delays, 50), p99: percentile(delays, 99), write: percentile(roundTrips, 50) };
}

export const fanout: Benchmark = async ({ smoke }) => {
  const clients = smoke ? 20 : 200;
  const writes = smoke ? 3 : 40;
  const reps = smoke ? 1 : 3;
  const figures: Figure[] = [];
  await using(async (keep) => {
    const db = keep(await seededDatabase(smoke ? 50 : 1000));
    const [sid] = (await db.sql<{ sid: number }[]>`select sid from stations order by sid limit 1`).map((row) => row.sid);
    for (const nodes of [1, 2]) {
      await using(async (keepHere) => {
        const products = [keepHere(await startNode(db.url))];
        const floors = [keepHere(await startNode(db.url, { script: FLOOR_SERVER, signIn: false, env: { FLOOR_ADAPTER: String(nodes - 1) } }))];
        if (nodes === 2) {
          products.push(keepHere(await startNode(db.url)));
          floors.push(keepHere(await startNode(db.url, { script: FLOOR_SERVER, signIn: false, env: { FLOOR_ADAPTER: '1' } })));
        }
        const [product, floor] = [products[0]!, floors[0]!];
        const productSockets = await connectAll(products, clients, product.client.cookie);
        const floorSockets = await connectAll(floors, clients, '');
        keepHere({ async stop() { for (const socket of [...productSockets, ...floorSockets]) socket.disconnect(); } });
        const sendProduct = (customer: string) => post(product.url, '/api/updstation', { sid, modif: MODIF, customer }, product.client.cookie);
        // The floor broadcasts the row the product sends for the same station: the same payload.
        const sampled = new Promise<unknown>((resolve) => productSockets[0]!.once('stations:row', (payload) => resolve(payload.row)));
        await sendProduct('sample');
        const row = await sampled;
        const sendFloor = (customer: string) => post(floor.url, '/updstation', { sid, customer, row });
        await round(productSockets, 1, sendProduct);
        await round(floorSockets, 1, sendFloor);
        const rounds = await alternate(reps, () => round(productSockets, writes, sendProduct), () => round(floorSockets, writes, sendFloor));
        const name = `write → stations:row at ${clients} clients · ${nodes === 1 ? '1 node' : '2 nodes (Postgres adapter)'}`;
        const floorName = nodes === 1 ? 'bare Socket.IO broadcast after the floor write' : 'bare Socket.IO on the Postgres adapter, 2 nodes, after the floor write';
        figures.push(compare('fanout', `${name} · p50`, 'ms', 'lower', rounds, 'p50', { floor: floorName }));
        figures.push(compare('fanout', `${name} · p99`, 'ms', 'lower', rounds, 'p99', { floor: floorName }));
        figures.push(compare('fanout', `${name} · the write's round trip, p50`, 'ms', 'lower', rounds, 'write', { floor: floorName }));
      });
    }
  });
  return figures;
};
