import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { watchCredentials } from './auth/credentialWatch.ts';
import { LoginLimiter } from './auth/loginLimiter.ts';
import { openDatabase } from './db/open.ts';
import { createRealtime } from './realtime/createRealtime.ts';
import type { Announce } from './realtime/changes.ts';
import { createCollab } from './collab/createCollab.ts';
import { SOCKET_PATH } from '../shared/realtime.ts';
import type { Config } from './env.ts';
import { prepareDemo } from './seed/demoAccount.ts';

export const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');

export interface RunningServer {
  url: string;
  port: number;
  demoAccount: { user: string; password: string } | null;
  close(): Promise<void>;
}

export interface StartOptions {
  clientDir?: string;
  /** Load demo data into an empty embedded database (default true; tests turn it off). */
  demo?: boolean;
  /** How often open websockets re-check their session or kiosk token (tests shorten it). */
  credentialRecheckMs?: number;
}

/** Opens the database, applies migrations, loads demo data on an empty embedded database, and listens. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const demoAccount = database.embedded && options.demo !== false ? await prepareDemo(database.sql) : null;
    const credentials = watchCredentials(database.sql, config.sessionTtlMs, (error) => console.error('Checking websocket credentials failed:', error), options.credentialRecheckMs);
    const realtime = createRealtime(database.sql, config, credentials);
    const announce: Announce = (change) => {
      realtime.announce(change);
      collab.follow(change);
    };
    const collab = createCollab(database.sql, config, announce, credentials);
    const app = createApp({ sql: database.sql, config, loginLimiter: new LoginLimiter(), announce, demoAccount }, options.clientDir ?? CLIENT_DIR);
    const server = http.createServer(app);
    realtime.attach(server);
    server.on('upgrade', (req, socket, head) => {
      if (!collab.handleUpgrade(req, socket, head) && !req.url?.startsWith(`${SOCKET_PATH}/`)) socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    });
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      demoAccount,
      async close() {
        credentials.close();
        await collab.close();
        const closed = realtime.close();
        server.closeAllConnections();
        await closed;
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
