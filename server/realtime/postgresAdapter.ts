import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { RealtimeServer } from './publisher.ts';

/**
 * With several server nodes on one PostgreSQL, Socket.IO's Postgres adapter carries broadcasts and
 * fetchSockets (presence) between them over LISTEN/NOTIFY (table socket_io_attachments for large payloads).
 * It is written for node-postgres, so it gets its own small pool; the app's queries stay on postgres.js.
 * Not used on the embedded PGlite, which has no LISTEN/NOTIFY and serves one node.
 */
export function usePostgresAdapter(io: RealtimeServer, databaseUrl: string): () => Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  pool.on('error', (error) => console.error('realtime adapter: PostgreSQL error', error));
  io.adapter(createAdapter(pool));
  return () => pool.end();
}
