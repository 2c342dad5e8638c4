import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../../server/auth/password.ts';
import { createSql, type Sql } from '../../server/db/sql.ts';
import { insertPeople } from '../../server/repositories/people.ts';
import { upsertUser } from '../../server/repositories/users.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { killHard, startChildServer } from '../helpers/childServer.ts';
import { freshDatabase } from '../helpers/testDatabase.ts';
import { PASSWORD, PEOPLE } from '../helpers/testServer.ts';
import { freePort } from '../helpers/freePort.ts';

/**
 * The server under fuzz, in a process of its own so that an input that ends it is seen (and reported with
 * the server's last output) instead of ending the test run. `sql` is a separate connection for snapshots.
 */
export interface FuzzServer {
  url: string;
  port: number;
  sql: Sql;
  /** Why the process ended, or null while it runs. */
  exit(): string | null;
  /** The server's last output, for a failure report. */
  output(): string;
  signIn(name: string): Promise<ApiClient>;
  stop(): Promise<void>;
}

export async function startFuzzServer(): Promise<FuzzServer> {
  const database = await freshDatabase({ prefix: 'stationdesk-fuzz' });
  const { dataDir } = database;
  // serverProcess.ts serves DATA_DIR/no-client: a stand-in build, so that pages answer 200 and not 503.
  fs.mkdirSync(path.join(dataDir, 'no-client/assets'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'no-client/index.html'), '<!doctype html><script type="module" src="/assets/index.js"></script>');
  fs.writeFileSync(path.join(dataDir, 'no-client/assets/index.js'), 'export {};');
  const port = await freePort();
  // The fuzzer connects from loopback, which the server trusts as a proxy: the forwarded headers it sends are read.
  const child: ChildProcess = await startChildServer({ PORT: String(port), TRUST_PROXY: 'loopback', ...database.env });
  let output = '';
  let exit: string | null = null;
  const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-20_000); };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.on('exit', (code, signal) => { exit = `the server process exited (code ${code}, signal ${signal})`; });
  const sql = database.databaseUrl ? createSql({ url: database.databaseUrl }, { max: 2 }) : createSql({ socketPath: path.join(dataDir, '.s.PGSQL.5432') }, { max: 1 });
  await insertPeople(sql, PEOPLE);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    sql,
    exit: () => exit,
    output: () => output,
    async signIn(name) {
      await upsertUser(sql, { name, passwordHash: await hashPassword(PASSWORD), person: null });
      const client = new ApiClient(url);
      const answer = await client.login(name, PASSWORD);
      if (answer.status !== 200) throw new Error(`signing in ${name} answered ${answer.status}`);
      return client;
    },
    async stop() {
      await sql.end();
      await killHard(child);
      await database.drop();
    },
  };
}

/**
 * Everything a rejected input must leave as it was: the records (an NCR's actions too), images, people, accounts, kiosk tokens and the
 * audit log. Sessions (a fuzzed login that succeeds), the Socket.IO adapter's table, Yjs rows (compared as
 * text, see the Yjs fuzz) and the outbox of published changes are left out.
 */
export async function snapshot(sql: Sql): Promise<string> {
  const [stations, issues, actions, products, images, people, users, kiosks, events] = await Promise.all([
    sql`select * from stations order by sid`,
    sql`select * from issues order by iid`,
    sql`select * from issue_actions order by aid`,
    sql`select * from products order by pid`,
    sql`select sid, mime, blob as digest from station_images order by sid`, // blob: the SHA-256 of its bytes
    sql`select * from people order by 1`,
    sql`select name, person, password_hash from users order by name`,
    sql`select id, name, revoked_at from kiosk_tokens order by id`,
    sql`select count(*)::int as count, max(id)::text as last from events`,
  ]);
  return JSON.stringify({ stations, issues, actions, products, images, people, users, kiosks, events });
}

export interface Failure { entry: string; input: string; problem: string }

/** Counts inputs per entry point and collects what went wrong, with the input that did it. */
export class Ledger {
  readonly tried = new Map<string, number>();
  readonly failures: Failure[] = [];

  count(entry: string): void {
    this.tried.set(entry, (this.tried.get(entry) ?? 0) + 1);
  }

  /** `input` as the caller describes it (see describeInput), enough to replay it by hand. */
  fail(entry: string, input: string, problem: string): void {
    this.failures.push({ entry, input, problem });
  }

  failuresOf(prefix: string): Failure[] {
    return this.failures.filter((failure) => failure.entry.startsWith(prefix));
  }

  table(): string {
    const width = Math.max(...[...this.tried.keys()].map((entry) => entry.length), 10);
    const rows = [...this.tried].map(([entry, count]) => {
      const failed = this.failures.filter((failure) => failure.entry === entry).length;
      return `${entry.padEnd(width)}  ${String(count).padStart(5)}  ${failed ? `${failed} failed` : ''}`;
    });
    const total = [...this.tried.values()].reduce((sum, count) => sum + count, 0);
    return [`${'entry point'.padEnd(width)}  inputs`, ...rows, `${'total'.padEnd(width)}  ${String(total).padStart(5)}`].join('\n');
  }
}

/** An input as a short printable line: JSON with its escapes, cut to a readable length. */
export function describeInput(input: unknown): string {
  const text = Buffer.isBuffer(input) || input instanceof Uint8Array ? `bytes ${Buffer.from(input).toString('hex')}` : typeof input === 'string' ? input : JSON.stringify(input);
  const escaped = JSON.stringify(text ?? String(input));
  return escaped.length > 300 ? `${escaped.slice(0, 300)}… (${escaped.length} chars)` : escaped;
}
