// soak: 200 sockets in the stations room and 20 people typing in four station fields (two keys a second each,
// deleting as much as they add), while someone saves a station five times a second, for 5 minutes (smoke: 5 s).
// The server (its own process) reports its RSS, heap after a full GC and event-loop delay every second
// (serverProbe.ts); the figures are the last fifth of the run against the fifth after warm-up: flat is 1.0×.
import path from 'node:path';
import { rooms } from '../../shared/realtime.ts';
import { recordName } from '../../shared/recordNames.ts';
import { connected, connectSocket, subscribe, type TestSocket } from '../helpers/socketClient.ts';
import { openDoc, synced, type TestDoc } from '../helpers/yjsClient.ts';
import { post } from './httpClient.ts';
import { compare, type Benchmark, type Round } from './harness.ts';
import { BENCH_DIR, seededDatabase, startNode, using } from './fixtures.ts';

const PROBE = path.join(BENCH_DIR, 'serverProbe.ts');
const PROBE_PREFIX = 'bench-probe ';
const MODIF = new Date().toISOString();
const FIELD = 'comments';
const WARM_UP_SHARE = 0.2;

export const soak: Benchmark = async ({ smoke }) => {
  const seconds = smoke ? 5 : 300;
  const sockets = smoke ? 20 : 200;
  const editors = smoke ? 4 : 20;
  return using(async (keep) => {
    const db = keep(await seededDatabase(smoke ? 50 : 1000));
    const sids = (await db.sql<{ sid: number }[]>`select sid from stations order by sid`).map((row) => row.sid);
    const server = keep(await startNode(db.url, { nodeArgs: ['--expose-gc', '--import', PROBE], env: { PROBE_PREFIX, PROBE_EVERY_MS: smoke ? '500' : '1000' } }));
    const { cookie } = server.client;
    const listeners: TestSocket[] = [];
    const docs: TestDoc[] = [];
    keep({ async stop() { for (const socket of listeners) socket.disconnect(); for (const doc of docs) doc.destroy(); } });
    for (let i = 0; i < sockets; i++) {
      const socket = connectSocket(server.url, cookie);
      listeners.push(socket);
      await connected(socket);
      await subscribe(socket, [rooms.stations]);
    }
    for (let i = 0; i < editors; i++) docs.push(openDoc(server.url, cookie, recordName('station', sids[i % 4]!), { origin: server.url }));
    await Promise.all(docs.map((doc) => synced(doc)));

    const probeFrom = server.lines().length;
    const until = Date.now() + seconds * 1000;
    let saves = 0;
    const saving = (async () => {
      while (Date.now() < until) {
        await post(server.url, '/api/updstation', { sid: sids[saves % sids.length], modif: MODIF, customer: `soak ${++saves}` }, cookie);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const typing = (async () => {
      for (let key = 0; Date.now() < until; key++) {
        const text = docs[key % docs.length]!.text(FIELD);
        if (text.length > 200) text.delete(0, 1);
        else text.insert(text.length, 'x');
        await new Promise((resolve) => setTimeout(resolve, 1000 / (2 * docs.length)));
      }
    })();
    await Promise.all([saving, typing]);

    const samples: Round[] = server.lines().slice(probeFrom).filter((line) => line.startsWith(PROBE_PREFIX)).map((line) => JSON.parse(line.slice(PROBE_PREFIX.length)));
    if (samples.length < 5) throw new Error(`the server reported ${samples.length} samples; expected at least 5`);
    const fifth = Math.max(1, Math.round(samples.length * WARM_UP_SHARE));
    const rounds = { a: samples.slice(-fifth), b: samples.slice(fifth, 2 * fifth) };
    const name = `${sockets} sockets, ${editors} editors, ${saves} saves in ${seconds} s · end vs after warm-up`;
    const floor = 'the same server after warm-up (the second fifth of the run)';
    const mib = (round: Round) => ({ rss: round.rss! / 2 ** 20, heap: round.heap! / 2 ** 20, delayP99: round.delayP99!, delayMax: round.delayMax! });
    const inMib = { a: rounds.a.map(mib), b: rounds.b.map(mib) };
    return [
      compare('soak', `${name} · RSS`, 'MiB', 'lower', inMib, 'rss', { floor }),
      compare('soak', `${name} · heap after GC`, 'MiB', 'lower', inMib, 'heap', { floor }),
      compare('soak', `${name} · event-loop delay p99`, 'ms', 'lower', inMib, 'delayP99', { floor }),
      compare('soak', `${name} · event-loop delay max`, 'ms', 'lower', inMib, 'delayMax', { floor }),
    ];
  });
};
