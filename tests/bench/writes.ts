// writes: four commands through the API, one caller and 16 at once, against their essential statements (the
// row, one audit row) in one transaction via postgres.js (floorServer.ts). Every request really changes
// something: a new value, a new project id.
import { post } from './httpClient.ts';
import { alternate, compare, load, type Benchmark, type Figure } from './harness.ts';
import { seededDatabase, startNode, using } from './fixtures.ts';
import { FLOOR_SERVER } from './reads.ts';

const FLOOR = 'UPDATE/INSERT + audit INSERT in one transaction (postgres.js)';
/** Issue 17's budget for the write path: within 1.2 times its floor (throughput and latency). */
const WITHIN_FLOOR = 1.2;
// modif is required; a one-field update is never refused as stale (updateRules.ts isStaleWholeRecord).
const MODIF = new Date().toISOString();

export const writes: Benchmark = async ({ smoke }) => {
  // Many short rounds, not a few long ones: this machine's speed swings for seconds at a time (one server
  // alone, sequential: a p50 of 2.4 ms for ten seconds, then 8 ms for ten), and the shorter a pair of rounds,
  // the likelier both halves run at one speed. Over two runs each on one day, five rounds of 2 s put the
  // sequential p50 ratios anywhere in 0.74-1.44x; twenty of 0.5 s (the same total time) kept them in 0.91-1.10x.
  const reps = smoke ? 1 : 20;
  const roundMs = smoke ? 300 : 500;
  const figures: Figure[] = [];
  await using(async (keep) => {
    const db = keep(await seededDatabase(smoke ? 200 : 5000));
    const product = keep(await startNode(db.url));
    const floor = keep(await startNode(db.url, { script: FLOOR_SERVER, signIn: false }));
    const sids = (await db.sql<{ sid: number }[]>`select sid from stations order by sid`).map((row) => row.sid);
    const iids = (await db.sql<{ iid: number }[]>`select iid from issues order by iid`).map((row) => row.iid);
    let round = 0;
    // Body of request n of a round, for the product (/api/<command>) and the floor (/<command>) alike; 16 callers
    // work on 16 different records, as 16 people would.
    const commands: Record<string, (n: number, tag: string) => unknown> = {
      updstation: (n, tag) => ({ sid: sids[n % sids.length], modif: MODIF, customer: `customer ${tag}` }),
      updissue: (n, tag) => ({ iid: iids[n % iids.length], modif: MODIF, product: `product ${tag}` }),
      addstation: (_n, tag) => ({ projectId: `B-${tag}`, stationName: `Bench ${tag}`, serials: [] }),
      addissue: (n, tag) => ({ station: sids[n % sids.length], prod: `product ${tag}` }),
    };
    for (const [command, body] of Object.entries(commands)) {
      const send = (url: string, path: string, cookie?: string) => () => {
        const tag = `${++round}`;
        return (n: number) => post(url, path, body(n, `${tag}-${n}`), cookie);
      };
      const onProduct = send(product.url, `/api/${command}`, product.client.cookie);
      const onFloor = send(floor.url, `/${command}`);
      await onProduct()(0);
      await onFloor()(0);
      for (const concurrency of [1, 16]) {
        const rounds = await alternate(reps, () => load(roundMs, concurrency, onProduct()), () => load(roundMs, concurrency, onFloor()));
        const name = `/api/${command} · ${concurrency === 1 ? 'sequential' : `${concurrency} at once`}`;
        figures.push(compare('writes', name, 'req/s', 'higher', rounds, 'perSecond', { floor: FLOOR, withinFloor: WITHIN_FLOOR }));
        figures.push(compare('writes', `${name} · p50`, 'ms', 'lower', rounds, 'p50', { floor: FLOOR, withinFloor: WITHIN_FLOOR }));
      }
    }
  });
  return figures;
};
