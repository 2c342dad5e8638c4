import { randomUUID } from 'node:crypto';
import net from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSql, type DatabaseBounds, type Sql } from './sql.ts';
import { watchStuckBackends } from './stuckBackends.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A frontend message: type byte, length, body. */
const message = (type: string, body: Buffer) => {
  const out = Buffer.alloc(5 + body.length);
  out.write(type, 0);
  out.writeUInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
};
const cstring = (text: string) => Buffer.from(`${text}\0`);

/**
 * A client that leaves its backend as postgres.js left one after a restart (issue 35): in a transaction that
 * holds a lock, with a statement parsed and described (Parse, Describe, Flush, as postgres.js sends a statement
 * with parameters it has not prepared yet), whose Bind, Execute and Sync never come.
 */
async function clientStuckInStatement(url: URL, applicationName: string, table: string): Promise<net.Socket> {
  const socket = net.connect(Number(url.port || 5432), url.hostname);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const received: string[] = [];
  socket.on('data', (data: Buffer) => { for (let i = 0; i < data.length; i += 1 + data.readUInt32BE(i + 1)) received.push(String.fromCharCode(data[i]!)); });
  const parameters = Buffer.concat([
    ...['user', url.username || 'postgres', 'database', url.pathname.slice(1) || 'postgres', 'application_name', applicationName,
      // The bounds the server's own connections have: they do not end this wait.
      'statement_timeout', '300', 'idle_in_transaction_session_timeout', '300'].map(cstring),
    Buffer.from([0]),
  ]);
  const startup = Buffer.alloc(8 + parameters.length);
  startup.writeUInt32BE(startup.length, 0);
  startup.writeUInt32BE(196608, 4); // protocol 3.0
  parameters.copy(startup, 8);
  socket.write(startup);
  socket.write(message('Q', cstring(`begin; lock table ${table} in access exclusive mode`)));
  socket.write(Buffer.concat([
    message('P', Buffer.concat([cstring(''), cstring(`\n    select * from ${table}\n    where id = $1`), Buffer.from([0, 0])])),
    message('D', Buffer.concat([Buffer.from('S'), cstring('')])),
    message('H', Buffer.alloc(0)),
  ]));
  // Its backend has answered the Describe (ParameterDescription 't') and now waits for the rest.
  for (const started = Date.now(); !received.includes('t'); await sleep(10)) {
    if (Date.now() - started > 5_000) throw new Error(`the stuck client's backend did not answer its Describe: ${received.join(' ')}`);
  }
  return socket;
}

describe('the bounds on the server\'s PostgreSQL connections', () => {
  const url = process.env.DATABASE_URL!;
  const table = `bounds_probe_${randomUUID().slice(0, 8)}`;
  const applicationName = `stationdesk-test-${randomUUID().slice(0, 8)}`;
  const bounds: DatabaseBounds = { statementTimeoutMs: 300, idleInTransactionTimeoutMs: 300, applicationName };
  let sql: Sql;
  let admin: postgres.Sql;

  beforeAll(async () => {
    sql = createSql({ url }, { max: 2, bounds });
    admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create table ${table} (id int primary key)`);
  });

  afterAll(async () => {
    await sql.end({ timeout: 1 });
    await admin.unsafe(`drop table if exists ${table}`);
    await admin.end();
  });

  /** The backends named so that wait for their client in the middle of a statement (the watch's own is idle). */
  const backendsOf = (name: string) => admin<{ pid: number; state: string }[]>`
    select pid, state from pg_stat_activity where application_name = ${name} and state = 'active' and wait_event = 'ClientRead'`;

  it('cancel a statement that waits for a lock too long, as "database unavailable"', async () => {
    const locked = admin.begin(async (tx) => {
      await tx.unsafe(`lock table ${table} in access exclusive mode`);
      await sleep(800);
    });
    await sleep(100);
    const started = Date.now();
    const failed = await sql.unsafe(`select count(*) from ${table}`).then(() => null, (error: unknown) => error);
    expect([(failed as { code?: string } | null)?.code, isDatabaseUnavailable(failed)]).toEqual(['57014', true]);
    expect(Date.now() - started).toBeLessThan(1_000);
    await locked;
  });

  it('end a transaction left waiting for its next statement, as "database unavailable", and the pool goes on', async () => {
    const failed = await sql.begin(async (tx) => {
      await tx`select 1`;
      await sleep(800);
      await tx`select 1`;
    }).then(() => null, (error: unknown) => error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
  });

  it('let the watch end a backend left waiting in the middle of a statement (which no PostgreSQL timeout does), and with it its locks', async () => {
    const stuckName = `${applicationName}-stuck`;
    const client = await clientStuckInStatement(new URL(url), stuckName, table);
    // Neither statement_timeout nor idle_in_transaction_session_timeout ends it: after twice their time the
    // backend still waits, with its lock.
    await sleep(600);
    expect((await backendsOf(stuckName)).length).toBe(1);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const watch = watchStuckBackends(url, { ...bounds, applicationName: stuckName }, 100);
    try {
      const started = Date.now();
      while ((await backendsOf(stuckName)).length > 0) {
        if (Date.now() - started > 5_000) throw new Error('the watch did not end the stuck backend');
        await sleep(50);
      }
      // Its lock went with it: the table can be locked at once.
      await admin.begin(async (tx) => {
        await tx`set local lock_timeout = 500`;
        await tx.unsafe(`lock table ${table} in access exclusive mode`);
      });
      expect(logged.mock.calls.map((args) => String(args[0]))).toEqual([
        expect.stringMatching(/^Ended database backend \d+: it had waited \d+ ms for this server in the middle of a statement \(select \* from bounds_probe_\w+ where id = \$1\)$/),
      ]);
    } finally {
      logged.mockRestore();
      await watch.stop();
      client.destroy();
    }
  });

  it('let the watch leave a backend alone that waits for its client shorter than the bound, or is not the server\'s', async () => {
    const otherName = `${applicationName}-other`;
    const client = await clientStuckInStatement(new URL(url), otherName, table);
    const watch = watchStuckBackends(url, { ...bounds, statementTimeoutMs: 60_000, applicationName: otherName }, 100);
    const watchOthers = watchStuckBackends(url, { ...bounds, applicationName: `${applicationName}-nobody` }, 100);
    try {
      await sleep(700);
      expect((await backendsOf(otherName)).map((backend) => backend.state)).toEqual(['active']);
    } finally {
      await Promise.all([watch.stop(), watchOthers.stop()]);
      client.destroy();
      for (const started = Date.now(); (await backendsOf(otherName)).length > 0 && Date.now() - started < 5_000;) await sleep(50);
    }
  });
});
