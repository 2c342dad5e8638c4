import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { ConnectionQueue } from './pgliteQueue.ts';

export interface EmbeddedDatabase {
  socketPath: string;
  stop(): Promise<void>;
}

/** The unix socket through which a running server shares its embedded database with other processes (npm run user). */
export function embeddedSocketPath(dataDir: string): string {
  return path.join(dataDir, '.s.PGSQL.5432');
}

/** True when another process serves the embedded database of this data directory. */
export function isEmbeddedDatabaseRunning(dataDir: string): Promise<boolean> {
  const socketPath = embeddedSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => { probe.destroy(); resolve(true); });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Starts PGlite on DATA_DIR/pglite and serves it on a unix socket in DATA_DIR with pglite-socket's protocol
 * handler, so the same postgres.js code runs against it. One process at a time may hold a data directory.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  if (await isEmbeddedDatabaseRunning(dataDir)) {
    throw new Error(`The embedded database in ${dataDir} is held by another running Stationdesk process`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const socketPath = embeddedSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true }); // stale socket of a process that died
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  const queue = new ConnectionQueue(db) as unknown as PGLiteSocketHandlerOptions['queryQueue'];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    new PGLiteSocketHandler({ queryQueue: queue, closeOnDetach: true }).attach(socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  return {
    socketPath,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await db.close();
      fs.rmSync(socketPath, { force: true });
    },
  };
}
