// What the benchmarks start: a seeded database of their own on the local PostgreSQL, and servers (the product,
// its floor) each in a process of its own, so that the load generator never shares their event loop.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../../server/auth/password.ts';
import { createSql, type Sql } from '../../server/db/sql.ts';
import { upsertUser } from '../../server/repositories/users.ts';
import { generateDemoData } from '../../server/seed/demoData.ts';
import { seedDatabase } from '../../server/seed/seedDatabase.ts';
import { freshDatabase } from '../helpers/testDatabase.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { startChildServer } from '../helpers/childServer.ts';
import { freePort } from '../helpers/freePort.ts';
import { PASSWORD } from '../helpers/testServer.ts';
import { COLLAB_MAX_CLIENTS, COLLAB_MAX_CLIENTS_PER_PERSON } from '../../shared/collab.ts';

export const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_USER = 'bench';
/** People for many shared-text clients in one doc: one person may open a doc COLLAB_MAX_CLIENTS_PER_PERSON times. */
const BENCH_EDITORS = Array.from({ length: Math.ceil(COLLAB_MAX_CLIENTS / COLLAB_MAX_CLIENTS_PER_PERSON) }, (_, i) => `bench-editor-${i + 1}`);
export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

export interface BenchDatabase {
  url: string;
  /** A connection of the benchmark's own (two at most), e.g. to look up ids. */
  sql: Sql;
  stations: number;
  issues: number;
  drop(): Promise<void>;
}

/** A new database `stationdesk_bench_*` with the generated dataset of `stations` stations (as `npm run seed`), the user bench and the editors. */
export async function seededDatabase(stations: number): Promise<BenchDatabase> {
  const database = await freshDatabase({ prefix: 'stationdesk_bench', postgresUrl: ADMIN_URL });
  const url = database.databaseUrl!;
  const drop = () => database.drop();
  try {
    const sql = createSql({ url }, { max: 2 });
    const seeded = await seedDatabase(sql, generateDemoData({ stations, seed: 7 }));
    const passwordHash = await hashPassword(PASSWORD);
    for (const name of [BENCH_USER, ...BENCH_EDITORS]) await upsertUser(sql, { name, passwordHash, person: null });
    await sql`vacuum analyze`;
    return { url, sql, stations: seeded.stations, issues: seeded.issues, async drop() { await sql.end(); await drop(); } };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** Servers still running: killed if the suite's process ends without stopping them (an uncaught error, a timeout). */
const running = new Set<ChildProcess>();
process.once('exit', () => { for (const child of running) child.kill('SIGKILL'); });

export interface BenchNode {
  url: string;
  child: ChildProcess;
  /** A client signed in as bench (its cookie works on every node of the database). */
  client: ApiClient;
  /** Lines the process printed on stdout since it started. */
  lines(): string[];
  stop(): Promise<void>;
}

/**
 * A server in a process of its own on `databaseUrl` (empty: the embedded PGlite in `dataDir`, which its owner
 * removes): the product (tests/helpers/serverProcess.ts) unless `script` names another; `nodeArgs` go to node
 * (e.g. `--import` of the probe). Signed in when `signIn`.
 */
export async function startNode(databaseUrl: string, options: { script?: string; nodeArgs?: string[]; env?: Record<string, string>; signIn?: boolean; dataDir?: string } = {}): Promise<BenchNode> {
  const port = await freePort();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-bench-'));
  const child = await startChildServer({ ...options.env, PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, { script: options.script, nodeArgs: options.nodeArgs });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const output: string[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop()!;
    output.push(...parts);
  });
  const url = `http://127.0.0.1:${port}`;
  const client = new ApiClient(url);
  const stop = () => new Promise<void>((resolve) => {
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  if (options.signIn !== false) {
    const login = await client.login(BENCH_USER, PASSWORD);
    if (login.status !== 200) {
      await stop();
      throw new Error(`bench could not sign in: ${login.status}`);
    }
  }
  return { url, child, client, lines: () => output, stop };
}

/**
 * Session cookies for `count` shared-text clients of one doc on `node`, client i's at [i]: as few people as the
 * limit per person allows, each signed in once.
 */
export async function editorCookies(node: BenchNode, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (const name of BENCH_EDITORS.slice(0, Math.ceil(count / COLLAB_MAX_CLIENTS_PER_PERSON))) {
    const editor = new ApiClient(node.url);
    const login = await editor.login(name, PASSWORD);
    if (login.status !== 200) throw new Error(`${name} could not sign in: ${login.status}`);
    cookies.push(editor.cookie);
  }
  return Array.from({ length: count }, (_, i) => cookies[Math.floor(i / COLLAB_MAX_CLIENTS_PER_PERSON)]!);
}

/** Starts what a benchmark needs, runs it, and stops all of it (last started, first stopped), whatever happens. */
export async function using<T>(work: (keep: <R extends { stop?(): Promise<void>; drop?(): Promise<void> }>(resource: R) => R) => Promise<T>): Promise<T> {
  const started: { stop?(): Promise<void>; drop?(): Promise<void> }[] = [];
  try {
    return await work((resource) => { started.push(resource); return resource; });
  } finally {
    for (const resource of started.reverse()) await (resource.stop?.() ?? resource.drop?.());
  }
}
