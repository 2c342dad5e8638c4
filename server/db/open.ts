import { embeddedSocketPath, isEmbeddedDatabaseRunning, startEmbeddedDatabase } from './embedded.ts';
import { migrate } from './migrate.ts';
import { createSql, type DatabaseBounds, type Sql, type SqlTarget } from './sql.ts';
import { watchStuckBackends } from './stuckBackends.ts';

export interface Database {
  sql: Sql;
  /** True on the embedded PGlite (single node, no LISTEN/NOTIFY). */
  embedded: boolean;
  /** Ends the connections, waiting at most CLOSE_TIMEOUT_S for queries under way (the database may be away). */
  close(): Promise<void>;
}

/**
 * By the time the database closes, the server has closed its HTTP and websocket connections and stored what
 * the live docs held, so little is left to wait for. After an outage, postgres.js can also keep a query that
 * already failed on a connection whose socket broke, and end() would wait for it until this timeout.
 */
const CLOSE_TIMEOUT_S = 2;

export interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** A command-line tool may use the embedded database of a running server through its socket. */
  shareRunningServer?: boolean;
  /** The server's bounds on its PostgreSQL connections (sql.ts); the command-line tools go without. */
  bounds?: Omit<DatabaseBounds, 'applicationName'>;
}

/** The application_name of the servers' bounded connections, by which stuckBackends.ts tells them. */
export const SERVER_APPLICATION_NAME = 'stationdesk';

/** Opens Postgres (DATABASE_URL) or the embedded PGlite in DATA_DIR, and applies pending migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const target = { url: options.databaseUrl };
    await migrate(target);
    if (!options.bounds) {
      const sql = createSql(target);
      return { sql, embedded: false, close: () => sql.end({ timeout: CLOSE_TIMEOUT_S }) };
    }
    const bounds = { ...options.bounds, applicationName: SERVER_APPLICATION_NAME };
    const sql = createSql(target, { bounds });
    const watch = watchStuckBackends(target.url, bounds);
    return {
      sql,
      embedded: false,
      async close() {
        await Promise.all([sql.end({ timeout: CLOSE_TIMEOUT_S }), watch.stop()]);
      },
    };
  }
  if (options.shareRunningServer && (await isEmbeddedDatabaseRunning(options.dataDir))) {
    const sql = createSql({ socketPath: embeddedSocketPath(options.dataDir) }, { max: 1 });
    return { sql, embedded: true, close: () => sql.end({ timeout: CLOSE_TIMEOUT_S }) };
  }
  const embedded = await startEmbeddedDatabase(options.dataDir);
  const target: SqlTarget = { socketPath: embedded.socketPath };
  try {
    await migrate(target);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  const sql = createSql(target);
  return {
    sql,
    embedded: true,
    async close() {
      await sql.end({ timeout: CLOSE_TIMEOUT_S });
      await embedded.stop();
    },
  };
}
