import pg from 'pg';
import postgres from 'postgres';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../tests/helpers/freePort.ts';
import { isDatabaseUnavailable, reportDatabaseUnavailable, reportFailure } from './unavailable.ts';

const caught = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: unknown) => error);

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection from postgres.js and from node-postgres', async () => {
    const port = await freePort();
    const sql = postgres({ host: '127.0.0.1', port, connect_timeout: 2, max: 1 });
    expect(isDatabaseUnavailable(await caught(sql`select 1`))).toBe(true);
    await sql.end({ timeout: 0 });
    const client = new pg.Client({ host: '127.0.0.1', port });
    expect(isDatabaseUnavailable(await caught(client.connect()))).toBe(true);
  });

  it('recognises a query on an ended postgres.js instance', async () => {
    const sql = postgres({ host: '127.0.0.1', port: await freePort(), max: 1 });
    await sql.end();
    expect(isDatabaseUnavailable(await caught(sql`select 1`))).toBe(true);
  });

  it('classifies by SQLSTATE, driver code and message, and looks into causes', () => {
    const withCode = (code: string, message = 'x', extra: object = {}) => Object.assign(new Error(message), { code, ...extra });
    for (const code of ['08006', '08001', '57P01', '57P02', '57P03', '53300', 'CONNECT_TIMEOUT', 'ECONNRESET']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    for (const code of ['23505', '40001', '42P01', '22P02', 'UNDEFINED_VALUE', 'EACCES']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(withCode('ENOENT', 'connect ENOENT /tmp/.s.PGSQL.5432', { syscall: 'connect' }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ENOENT', 'no such file', { syscall: 'open' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    for (const value of [null, undefined, 'ECONNREFUSED', 42, new Error('Station 1 not found')]) expect(isDatabaseUnavailable(value)).toBe(false);
  });
});

describe('reportDatabaseUnavailable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs one line per place, at most once every 10 s', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    reportDatabaseUnavailable('unit-a', error, 1_000);
    reportDatabaseUnavailable('unit-a', error, 5_000);
    reportDatabaseUnavailable('unit-b', error, 5_000);
    reportDatabaseUnavailable('unit-a', error, 11_001);
    expect(log.mock.calls.map((call) => call.join(' '))).toEqual([
      'Database unavailable (unit-a): terminating connection due to administrator command (57P01)',
      'Database unavailable (unit-b): terminating connection due to administrator command (57P01)',
      'Database unavailable (unit-a): terminating connection due to administrator command (57P01)',
    ]);
  });
});

describe('reportFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells an outage in one line per place and 10 s, and anything else with its stack', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const closed = Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' });
    const timedOut = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const bug = new TypeError('x is undefined');
    for (let i = 0; i < 3; i++) reportFailure('unit-c: announcing', closed);
    reportFailure('unit-d: pruning', timedOut);
    reportFailure('unit-c: announcing', bug);
    expect(log.mock.calls).toEqual([
      ['Database unavailable (unit-c: announcing): write CONNECTION_CLOSED 127.0.0.1:5432'],
      ['Database unavailable (unit-d: pruning): canceling statement due to statement timeout (57014)'],
      ['unit-c: announcing:', bug],
    ]);
  });
});
