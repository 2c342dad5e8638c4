import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSql, type Sql } from './sql.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

// postgres.js 3.4.9 sends the ROLLBACK of a failed transaction on the transaction's own connection; when that
// connection's backend is gone, the write runs on a null socket from an Immediate: an uncaught TypeError that
// ends the process (porsager/postgres#1208). patches/postgres+3.4.9.patch makes it reject instead; vitest fails
// a run that has an uncaught error, so this test fails without the patch.
describe('a transaction whose backend is terminated', () => {
  let sql: Sql;
  let admin: postgres.Sql;

  beforeAll(() => {
    sql = createSql({ url: process.env.DATABASE_URL! }, { max: 2 });
    admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  });

  afterAll(async () => {
    await sql.end({ timeout: 1 });
    await admin.end();
  });

  it('fails as "database unavailable", does not crash the process, and the next queries run on a new connection', async () => {
    const failed = await sql.begin(async (tx) => {
      const [{ pid }] = await tx<[{ pid: number }]>`select pg_backend_pid() as pid`;
      await admin`select pg_terminate_backend(${pid})`;
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx`select 1`;
    }).then(() => null, (error: unknown) => error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the Immediate that crashed unpatched has run by now
    expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
  });
});
