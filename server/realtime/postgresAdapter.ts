import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { describeError, isDatabaseUnavailable, reportDatabaseUnavailable } from '../db/unavailable.ts';
import { settlesWithin } from '../deadline.ts';
import type { RealtimeServer } from './publisher.ts';

/** A connection attempt to a database that does not answer gives up after this long (pg waits forever by default). */
const CONNECT_TIMEOUT_MS = 5_000;
/** Shutdown does not wait longer than this for the pool's connections to close. */
const CLOSE_DEADLINE_MS = 3_000;

type Report = (error: unknown) => void;

/**
 * With several server nodes on one PostgreSQL, Socket.IO's Postgres adapter carries broadcasts and
 * fetchSockets (presence) between them over LISTEN/NOTIFY (table socket_io_attachments for large payloads).
 * It is written for node-postgres, so it gets its own small pool; the app's queries stay on postgres.js.
 * Not used on the embedded PGlite, which has no LISTEN/NOTIFY and serves one node.
 *
 * The pool and the adapter's LISTEN connection survive a dropped connection or a restart of PostgreSQL: the
 * adapter listens again by itself (every 1-3 s until the database answers), and the returned close() ends
 * in bounded time even after an outage.
 */
export function usePostgresAdapter(io: RealtimeServer, databaseUrl: string): () => Promise<void> {
  const report: Report = (error) => {
    if (isDatabaseUnavailable(error)) reportDatabaseUnavailable('realtime adapter', error);
    else console.error(`realtime adapter: ${describeError(error)}`);
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', report); // an idle client whose connection dropped; the pool replaces it when needed
  const listener = watchListenerClient(pool, report);
  io.adapter(createAdapter(listener.pool, { errorHandler: report }));
  return async () => {
    listener.close();
    if (!(await settlesWithin(pool.end().catch(report), CLOSE_DEADLINE_MS))) console.error('realtime adapter: its connections did not close in time; leaving them');
  };
}

/**
 * The adapter (0.5.0) checks one client out of its pool for LISTEN and keeps it. It adds no 'error' listener
 * to it, so a dropped connection is an unhandled 'error' event that ends the process; when the connection
 * ends it forgets the client without handing it back, so pool.end() would wait for it forever; and two of its
 * reconnections can race and leave a second LISTEN client behind. So the adapter gets a stand-in for its
 * pool: queries go to the pool, and the client it checks out is watched here. Its errors are reported, it goes
 * back to the pool (to be discarded) as soon as its connection ends, a client checked out while another is
 * still out replaces that one, and close() hands back whatever is still out.
 */
function watchListenerClient(pool: pg.Pool, report: Report): { pool: pg.Pool; close(): void } {
  let current: pg.PoolClient | undefined;
  let closed = false;

  /** Hands a client back exactly once (pg-pool throws on a second release); with an error, the pool discards it. */
  const releaseOnce = (client: pg.PoolClient) => {
    const release = client.release.bind(client);
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      if (current === client) current = undefined;
      release(error);
    };
  };

  /** Takes a client away from the adapter: without its listeners its end no longer schedules a reconnection. */
  const retire = (client: pg.PoolClient, why: string) => {
    client.removeAllListeners('notification');
    client.removeAllListeners('end');
    client.release(new Error(why));
  };

  const standIn = {
    query: pool.query.bind(pool),
    async connect(): Promise<pg.PoolClient> {
      const client = await pool.connect();
      releaseOnce(client);
      client.on('error', report);
      client.once('end', () => client.release(new Error('LISTEN connection ended')));
      if (closed) {
        retire(client, 'the adapter is closed');
        throw new Error('the realtime adapter is closed');
      }
      if (current) retire(current, 'replaced by a newer LISTEN connection');
      current = client;
      return client;
    },
  };

  return {
    // The adapter calls only connect() and query() of its pool.
    pool: standIn as unknown as pg.Pool,
    close() {
      closed = true;
      if (current) retire(current, 'the adapter is closed');
    },
  };
}
