// npm run bench:export — does the CSV export of a list stream? On PostgreSQL (DATABASE_URL, else the local
// postgres://postgres@127.0.0.1:5432/postgres), in a fresh database: seeds STATIONS (20000) generated stations
// with their NCRs, starts the server in a process of its own, and downloads /api/export/stations.csv RUNS (5)
// times whole and RUNS times as a filtered, sorted view, as a browser would (gzip): time (min / median / max),
// bytes of CSV, rows a second. Then the memory: the server's peak RSS growth (sampled every few milliseconds
// from /proc) during one whole export, against the same for the JSON list call (/api/stations) of the same
// stations, each in a fresh server process after the same warm-up; once as V8 runs by default (it lets garbage
// pile up in a short burst of work), and once with a full collection every 25 ms (promptGc.ts), which shows what
// each holds: streamed, the export holds a batch of rows, the JSON call the whole list and its text.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { hashPassword } from '../../server/auth/password.ts';
import { createSql } from '../../server/db/sql.ts';
import { upsertUser } from '../../server/repositories/users.ts';
import { generateDemoData } from '../../server/seed/demoData.ts';
import { seedDatabase } from '../../server/seed/seedDatabase.ts';
import { EXPORT_PATHS } from '../../shared/endpoints.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { freePort } from '../helpers/freePort.ts';
import { freshDatabase } from '../helpers/testDatabase.ts';
import { PASSWORD } from '../helpers/testServer.ts';
import { startChildServer } from '../helpers/childServer.ts';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const STATIONS = Number(process.env.STATIONS ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 5);
/** A view as a user would export it: active projects whose texts hold 'substation', by name, Z to A. */
const FILTERED = 'q=substation&filter=1&sort=name&dir=desc';
const SAMPLE_MS = 2;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const SERVER_SCRIPT = path.join(HERE, '../helpers/serverProcess.ts');
const PROMPT_GC = path.join(HERE, 'promptGc.ts');

interface Server { url: string; child: ChildProcess; client: ApiClient }

async function startServer(databaseUrl: string, { promptGc = false } = {}): Promise<Server> {
  const port = await freePort();
  const child = await startChildServer({ PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: fs.mkdtempSync('/tmp/export-bench-') },
    { script: SERVER_SCRIPT, nodeArgs: promptGc ? ['--expose-gc', '--import', PROMPT_GC] : [] });
  const client = new ApiClient(`http://127.0.0.1:${port}`);
  await client.login('bench', PASSWORD);
  return { url: client.baseUrl, child, client };
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

/** Resident memory of a process, bytes (Linux). */
function rss(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match![1]) * 1024;
}

/** Runs `work` while sampling the server's RSS; the peak growth over its RSS just before. */
async function peakGrowth(server: Server, work: () => Promise<unknown>): Promise<number> {
  const pid = server.child.pid!;
  const before = rss(pid);
  let peak = before;
  const timer = setInterval(() => { peak = Math.max(peak, rss(pid)); }, SAMPLE_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rss(pid)) - before;
}

/** Downloads an export (gzip, as a browser asks): its CSV bytes and rows, and how long it took. */
async function download(server: Server, query: string): Promise<{ ms: number; bytes: number; rows: number }> {
  const started = performance.now();
  const response = await server.client.get(query ? `${EXPORT_PATHS.stations}?${query}` : EXPORT_PATHS.stations, { 'accept-encoding': 'gzip' });
  if (response.status !== 200) throw new Error(`the export answered ${response.status}: ${await response.text()}`);
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  return { ms, bytes: body.length, rows: (parse(body, { bom: true }) as unknown[]).length - 1 };
}

async function jsonList(server: Server): Promise<number> {
  const { stations } = await server.client.call('stations');
  return stations.length;
}

/** The same small requests on every fresh server before its memory is measured. */
async function warmUp(server: Server): Promise<void> {
  await server.client.call('stats');
  await download(server, 'q=nothing-matches-this');
  await server.client.call('issues');
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
};

const database = await freshDatabase({ postgresUrl: ADMIN_URL });
const url = database.databaseUrl!;
const drop = () => database.drop();
try {
  const sql = createSql({ url }, { max: 2 });
  const seeded = await seedDatabase(sql, generateDemoData({ stations: STATIONS, seed: 7 }));
  await upsertUser(sql, { name: 'bench', passwordHash: await hashPassword(PASSWORD), person: null });
  await sql`vacuum analyze`;
  await sql.end();
  console.log(`export bench: ${seeded.stations} stations / ${seeded.issues} NCRs on PostgreSQL, server in its own process, ${RUNS} runs each`);

  // Memory: one whole export and one JSON list call, each on a fresh server after the same warm-up.
  const memory = { lazy: { export: 0, json: 0 }, prompt: { export: 0, json: 0 } };
  for (const gc of ['lazy', 'prompt'] as const) {
    for (const kind of ['json', 'export'] as const) {
      const server = await startServer(url, { promptGc: gc === 'prompt' });
      try {
        await warmUp(server);
        memory[gc][kind] = await peakGrowth(server, () => (kind === 'json' ? jsonList(server) : download(server, '')));
      } finally {
        await stopServer(server);
      }
    }
  }

  const server = await startServer(url);
  try {
    await warmUp(server);
    for (const [label, query] of [['all stations', ''], [`filtered (${FILTERED})`, FILTERED]] as const) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await download(server, query));
      const time = stats(runs.map((run) => run.ms));
      const { bytes, rows } = runs[0]!;
      console.log(`  ${label.padEnd(58)} ${String(rows).padStart(6)} rows, ${mib(bytes).padStart(9)}: `
        + `${time.min.toFixed(0)} / ${time.median.toFixed(0)} / ${time.max.toFixed(0)} ms (min / median / max), ${Math.round(rows / (time.median / 1000))} rows/s`);
    }
    const jsonTimes = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await jsonList(server);
      jsonTimes.push(performance.now() - started);
    }
    const json = stats(jsonTimes);
    console.log(`  ${'for comparison: the JSON list call /api/stations'.padEnd(58)} ${json.min.toFixed(0)} / ${json.median.toFixed(0)} / ${json.max.toFixed(0)} ms`);
  } finally {
    await stopServer(server);
  }
  for (const [gc, label] of [['lazy', 'V8 defaults'], ['prompt', 'a full GC every 25 ms']] as const) {
    const { export: csv, json } = memory[gc];
    console.log(`  server peak RSS growth (${label}): whole export ${mib(csv)}, JSON list call ${mib(json)} (export / JSON = ${(csv / json).toFixed(2)})`);
  }
} finally {
  await drop();
}
