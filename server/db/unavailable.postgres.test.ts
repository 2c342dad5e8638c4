import postgres from 'postgres';
import { describe, expect, it, vi } from 'vitest';
import { describeError, isDatabaseUnavailable } from './unavailable.ts';

const caught = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: unknown) => error);

describe('isDatabaseUnavailable on PostgreSQL', () => {
  it('recognises a terminated backend (57P01), and not an ordinary SQL error', async () => {
    const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const [{ pid }] = await sql<[{ pid: number }]>`select pg_backend_pid() as pid`;
      const dropped = caught(sql`select pg_sleep(5)`);
      await vi.waitFor(async () => expect(await admin`select 1 from pg_stat_activity where pid = ${pid} and query like '%pg_sleep%'`).toHaveLength(1));
      await admin`select pg_terminate_backend(${pid})`;
      const error = await dropped;
      expect(isDatabaseUnavailable(error), describeError(error)).toBe(true);
      // postgres.js opens a new connection for the next query by itself (unpatched, 3.4.9 first hands that query
      // the backend's FATAL 57P01: see patches/postgres+3.4.9.patch).
      const next = await sql`select 1 as one`.catch((failure: unknown) => failure);
      if (next instanceof Error) expect(isDatabaseUnavailable(next), describeError(next)).toBe(true);
      expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
      expect(isDatabaseUnavailable(await caught(sql`select * from no_such_table`))).toBe(false);
      expect(isDatabaseUnavailable(await caught(sql`select 1/0`))).toBe(false);
    } finally {
      await sql.end();
      await admin.end();
    }
  });
});
