// npx tsx tests/bench/restartTrials.ts — does a request hang after a PostgreSQL restart (issue 35, finding 4)?
// Starts a throwaway PostgreSQL cluster (tests/helpers/throwawayCluster.ts) and two server nodes on it, puts
// WRITERS (5) concurrent writers on each node (updstation and addprod in turn, on three stations), then restarts
// the cluster (`pg_ctl restart -m fast`) TRIALS (15) times, SETTLE_MS (6000) apart. After each restart it counts the
// requests sent before the restart that are still unanswered, and the backends that have been in a transaction
// for more than 5 s. At the end: in how many trials something was left, the slowest answer, the stuck backends
// the nodes ended, and how many lines (and stack frames) the nodes logged. NODES_ENV (JSON, e.g.
// '{"DATABASE_STATEMENT_TIMEOUT_MS":"2000","REQUEST_DEADLINE_MS":"3000"}') is added to the nodes' environment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { hashPassword } from '../../server/auth/password.ts';
import { upsertUser } from '../../server/repositories/users.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { startMainProcess, type MainProcess } from '../helpers/mainProcess.ts';
import { PASSWORD } from '../helpers/testServer.ts';
import { postgresBinDir, startThrowawayCluster } from '../helpers/throwawayCluster.ts';

const TRIALS = Number(process.env.TRIALS ?? 15);
const WRITERS = Number(process.env.WRITERS ?? 5);
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 6_000);
const NODES_ENV = JSON.parse(process.env.NODES_ENV ?? '{}') as Record<string, string>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const binDir = postgresBinDir();
if (!binDir) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql/*/bin');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-trials-data-'));
const cluster = await startThrowawayCluster(binDir);
let nodes: MainProcess[] = [];
let admin: postgres.Sql | undefined;
let running = true;
try {
  const setup = postgres(cluster.url, { max: 1, onnotice: () => {} });
  await setup.unsafe('create database trials');
  await setup.end();
  const url = cluster.url.replace(/\/postgres$/, '/trials');
  nodes = await Promise.all([1, 2].map(() => startMainProcess({ DATABASE_URL: url, DATA_DIR: dataDir, ...NODES_ENV })));
  admin = postgres(url, { max: 1, onnotice: () => {} });
  await upsertUser(admin, { name: 'trials', passwordHash: await hashPassword(PASSWORD), person: null });
  const apis = nodes.map((node) => new ApiClient(node.url));
  await apis[0]!.login('trials', PASSWORD);
  apis[1]!.cookie = apis[0]!.cookie;
  const stations: { sid: number; modif: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const { result: sid } = await apis[0]!.call('addStation', { projectId: `9900${i}`, stationName: `Station ${i}`, serials: [] });
    stations.push({ sid, modif: (await apis[0]!.call('station', { sid })).st.modif });
  }

  const pending = new Map<number, { started: number; what: string }>();
  const answers: Record<string, number> = {};
  let next = 0;
  let slowestMs = 0;
  const writer = async (api: ApiClient, w: number) => {
    for (let i = 0; running; i++) {
      const { sid, modif } = stations[(w + i) % stations.length]!;
      const id = next++;
      const update = i % 2 === 0;
      const started = Date.now();
      pending.set(id, { started, what: update ? `updstation ${sid}` : `addprod ${sid}` });
      const status = await (update
        ? api.post('/api/updstation', { sid, modif, country: `C${w}-${i}` })
        : api.post('/api/addprod', { sid, cat: 'ASC', serial: `w${w}-${i}` })
      ).then((answer) => String(answer.status), (error: Error) => error.message);
      answers[status] = (answers[status] ?? 0) + 1;
      slowestMs = Math.max(slowestMs, Date.now() - started);
      pending.delete(id);
      await sleep(5);
    }
  };
  // Not awaited: a writer whose request hangs never ends.
  for (const [n, api] of apis.entries()) for (let w = 0; w < WRITERS; w++) void writer(api, n * 100 + w);
  await sleep(2_000);

  let leftSomething = 0;
  for (let trial = 1; trial <= TRIALS; trial++) {
    const restarting = Date.now();
    await cluster.restart();
    const up = Date.now();
    await sleep(SETTLE_MS);
    const unanswered = [...pending.values()].filter((request) => request.started < up).map((request) => `${request.what}, ${Date.now() - request.started} ms`);
    const inTransaction = await admin`
      select pid, state, wait_event, left(trim(regexp_replace(query, '\\s+', ' ', 'g')), 60) as query from pg_stat_activity
      where datname = 'trials' and pid <> pg_backend_pid() and xact_start < now() - interval '5 seconds'`;
    if (unanswered.length > 0 || inTransaction.length > 0) leftSomething++;
    console.log(`trial ${trial}: restart ${up - restarting} ms; unanswered ${JSON.stringify(unanswered)}; in a transaction for 5 s ${JSON.stringify(inTransaction)}; answers so far ${JSON.stringify(answers)}`);
  }
  const log = nodes.map((node) => node.output()).join('\n').split('\n');
  console.log(`${leftSomething} of ${TRIALS} trials left a request unanswered or a backend in a transaction; slowest answer ${slowestMs} ms`);
  console.log(`stuck backends ended: ${log.filter((line) => line.startsWith('Ended database backend')).length}; the nodes logged ${log.length} lines, ${log.filter((line) => /^\s+at /.test(line)).length} of them stack frames`);
} finally {
  running = false;
  await admin?.end({ timeout: 1 });
  await Promise.all(nodes.map((node) => node.kill()));
  await cluster.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// The writers whose requests hang keep the process alive.
process.exit(0);
