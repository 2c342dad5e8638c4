// reads: the list and detail calls at two fleet sizes, one caller and 16 at once, against the floor (the same
// SQL + JSON.stringify + compression in a bare node:http server, floorServer.ts), both in processes of their own.
import path from 'node:path';
import { etagOf, post } from './httpClient.ts';
import { alternate, compare, load, type Benchmark, type Figure } from './harness.ts';
import { BENCH_DIR, seededDatabase, startNode, using } from './fixtures.ts';

export const FLOOR_SERVER = path.join(BENCH_DIR, 'floorServer.ts');
const ENDPOINTS = ['stations', 'station', 'issues', 'locations'] as const;
const FLOOR = 'same SQL + JSON + compression, bare node:http';

export const reads: Benchmark = async ({ smoke }) => {
  const sizes = smoke ? [200] : [5000, 20_000];
  const reps = smoke ? 1 : 3;
  const roundMs = smoke ? 300 : 3000;
  const figures: Figure[] = [];
  for (const size of sizes) {
    await using(async (keep) => {
      const db = keep(await seededDatabase(size));
      const product = keep(await startNode(db.url));
      const floor = keep(await startNode(db.url, { script: FLOOR_SERVER, signIn: false }));
      const sids = (await db.sql<{ sid: number }[]>`select sid from stations order by sid`).map((row) => row.sid);
      for (const endpoint of ENDPOINTS) {
        const body = (n: number) => (endpoint === 'station' ? { sid: sids[(n * 7919) % sids.length] } : {});
        const onProduct = (n: number) => post(product.url, `/api/${endpoint}`, body(n), product.client.cookie);
        const onFloor = (n: number) => post(floor.url, `/${endpoint}`, body(n));
        // The answers' sizes as sent (compressed): both sides send the whole answer, not a shortcut.
        const sizes = { a: [{ kb: (await onProduct(0)).length / 1024 }], b: [{ kb: (await onFloor(0)).length / 1024 }] };
        figures.push(compare('reads', `/api/${endpoint} · ${db.stations} stations · answer as sent`, 'KB', 'lower', sizes, 'kb', { floor: FLOOR }));
        for (const concurrency of [1, 16]) {
          const rounds = await alternate(reps, () => load(roundMs, concurrency, onProduct), () => load(roundMs, concurrency, onFloor));
          const name = `/api/${endpoint} · ${db.stations} stations · ${concurrency} at once`;
          figures.push(compare('reads', name, 'req/s', 'higher', rounds, 'perSecond', { floor: FLOOR }));
          figures.push(compare('reads', `${name} · p50`, 'ms', 'lower', rounds, 'p50', { floor: FLOOR }));
        }
      }
      // The catch-up after a reconnect (the Postgres adapter replays no missed events): every screen asks for its
      // list again with the ETag of the one it has, and an unchanged list is a 304, against the floor's full read.
      const etag = await etagOf(product.url, '/api/stations', {}, product.client.cookie);
      const revalidate = () => post(product.url, '/api/stations', {}, product.client.cookie, { 'if-none-match': etag });
      const rounds = await alternate(reps, () => load(roundMs, 16, revalidate), () => load(roundMs, 16, () => post(floor.url, '/stations', {})));
      const name = `/api/stations revalidated after a reconnect (If-None-Match: 304) · ${db.stations} stations · 16 at once`;
      figures.push(compare('reads', name, 'req/s', 'higher', rounds, 'perSecond', { floor: `${FLOOR}, the whole list` }));
      figures.push(compare('reads', `${name} · p50`, 'ms', 'lower', rounds, 'p50', { floor: `${FLOOR}, the whole list` }));
    });
  }
  return figures;
};
