import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { watchCredentials } from './auth/credentialWatch.ts';
import { databaseBlobStore } from './blobs/databaseBlobStore.ts';
import { openDiskBlobStore } from './blobs/diskBlobStore.ts';
import { mayOrphanBlobs, startBlobSweeper } from './blobs/sweepBlobs.ts';
import { uploadAllowance } from './blobs/uploadAllowance.ts';
import { identifier } from './auth/identity.ts';
import { LoginLimiter } from './auth/loginLimiter.ts';
import { PasswordChecks } from './auth/passwordChecks.ts';
import { sessionCache, storedSessions } from './auth/sessionCache.ts';
import { createCollab } from './collab/createCollab.ts';
import { storedSharedTexts } from './collab/docStorage.ts';
import { outboxWrites } from './commands/writes.ts';
import { openDatabase } from './db/open.ts';
import { reportFailure } from './db/unavailable.ts';
import { settlesWithin } from './deadline.ts';
import type { Config } from './env.ts';
import { refuseUpgrade, upgradeTarget } from './http/upgradeTarget.ts';
import type { BlobStore } from './blobs/blobStore.ts';
import { startChangeFeed } from './realtime/changeFeed.ts';
import { createRealtime } from './realtime/createRealtime.ts';
import { stationListAnswers } from './routes/stationList.ts';
import { prepareDemo } from './seed/demoAccount.ts';
import { ATTACHMENT_MAX_BYTES } from '../shared/schemas/attachment.ts';
import { MAX_IMAGE_BYTES } from './images/inspectImage.ts';

/** How long close() waits for the live connections (Yjs, Socket.IO) before it closes the database anyway. */
const CLOSE_DEADLINE_MS = 5_000;
/** The largest upload request: the largest file and its multipart framing. */
const MAX_UPLOAD_REQUEST_BYTES = Math.max(ATTACHMENT_MAX_BYTES, MAX_IMAGE_BYTES) + 1024 * 1024;

export const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
/** The browser tests' build of the client (`buildClient.ts --mode test`): it checks every API answer. */
export const TEST_CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client-test');

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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    bounds: { statementTimeoutMs: config.statementTimeoutMs, idleInTransactionTimeoutMs: config.idleInTransactionTimeoutMs },
  });
  let blobs: BlobStore | undefined;
  try {
    // Files: on disk in DATA_DIR beside the embedded database (its one connection must not carry them), in
    // PostgreSQL in chunks (every node serves every file). See server/blobs/.
    blobs = database.embedded ? await openDiskBlobStore(database.sql, config.dataDir) : databaseBlobStore(database.sql);
    const store = blobs;
    const demoAccount = database.embedded && options.demo !== false ? await prepareDemo(database.sql) : null;
    const sessions = sessionCache(storedSessions(database.sql, config.sessionTtlMs), config.sessionTtlMs);
    const identify = identifier(database.sql, sessions, config.sessionTtlMs);
    const credentials = watchCredentials(database.sql, identify, (error) => reportFailure('checking websocket credentials', error),
      { intervalMs: options.credentialRecheckMs, acrossNodes: !database.embedded, sessions });
    // A write's changes are stored with its data and, once committed, go to the change feed, which publishes
    // them: realtime, collab and the stations list's cache each subscribe to it as they are made.
    const changes = startChangeFeed(database.sql, { notify: !database.embedded });
    const writes = outboxWrites(database.sql, { sharedTexts: storedSharedTexts }, changes.committed);
    const realtime = createRealtime(database.sql, config, identify, credentials, changes);
    const collab = createCollab(database.sql, config, writes, identify, credentials, changes);
    const stationList = stationListAnswers(database.sql, changes);
    const sweeper = startBlobSweeper(store, (message, error) => console.error(`files: ${message}:`, error));
    changes.subscribe({ committed: (change) => { if (mayOrphanBlobs(change)) sweeper.soon(); } });
    const app = createApp({
      sql: database.sql, config, loginLimiter: new LoginLimiter(), passwordChecks: new PasswordChecks(), sessions, identify, credentials, writes,
      stationList, demoAccount, blobs: store, uploadAllowance: uploadAllowance(MAX_UPLOAD_REQUEST_BYTES),
    }, options.clientDir ?? CLIENT_DIR);
    const server = http.createServer(app);
    realtime.attach(server);
    server.on('upgrade', (req, socket, head) => {
      // Node removes its own error listener from an upgraded socket: without this, a client resetting the
      // connection while its upgrade waits for the database would end the process.
      socket.on('error', () => socket.destroy());
      try {
        const target = upgradeTarget(req.url);
        if (target.kind === 'collab') collab.handleUpgrade(req, socket, head, target.doc);
        else if (target.kind !== 'socket.io') refuseUpgrade(socket, target.kind === 'malformed' ? 400 : 404); // Socket.IO's own listener serves its path
      } catch (error) {
        console.error('Upgrade failed:', error);
        refuseUpgrade(socket, 500);
      }
    });
    await changes.ready; // clients come only once this node hears every change (see listenForChanges)
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
        const orderly = (async () => {
          await credentials.close();
          await collab.close();
          await changes.close();
          const closed = realtime.close();
          server.closeAllConnections();
          await closed;
          await sweeper.close();
          await store.close();
        })().catch((error: unknown) => console.error('Shutdown:', error));
        // After an outage a step may wait on a database that is still away: stop waiting, close the pool anyway.
        if (!(await settlesWithin(orderly, CLOSE_DEADLINE_MS))) console.error(`Shutdown: the live connections did not close within ${CLOSE_DEADLINE_MS} ms`);
        await database.close();
      },
    };
  } catch (error) {
    await blobs?.close();
    await database.close();
    throw error;
  }
}
