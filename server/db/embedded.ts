import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
 * Starts PGlite on DATA_DIR/pglite behind a pglite-socket server on a unix socket in DATA_DIR, so the same
 * postgres.js code runs against it. One process at a time may hold a data directory.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  if (await isEmbeddedDatabaseRunning(dataDir)) {
    throw new Error(`The embedded database in ${dataDir} is held by another running Stationdesk process`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const socketPath = embeddedSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true }); // stale socket of a process that died
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 32 });
  await server.start();
  return {
    socketPath,
    async stop() {
      await server.stop();
      await db.close();
      fs.rmSync(socketPath, { force: true });
    },
  };
}
