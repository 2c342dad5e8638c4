import { embeddedSocketPath, isEmbeddedDatabaseRunning, startEmbeddedDatabase } from './embedded.ts';
import { migrate } from './migrate.ts';
import { createSql, type Sql, type SqlTarget } from './sql.ts';

export interface Database {
  sql: Sql;
  /** True on the embedded PGlite (single node, no LISTEN/NOTIFY). */
  embedded: boolean;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** A command-line tool may use the embedded database of a running server through its socket. */
  shareRunningServer?: boolean;
}

/** Opens Postgres (DATABASE_URL) or the embedded PGlite in DATA_DIR, and applies pending migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const target = { url: options.databaseUrl };
    await migrate(target);
    const sql = createSql(target);
    return { sql, embedded: false, close: () => sql.end() };
  }
  if (options.shareRunningServer && (await isEmbeddedDatabaseRunning(options.dataDir))) {
    const sql = createSql({ socketPath: embeddedSocketPath(options.dataDir) }, { max: 1 });
    return { sql, embedded: true, close: () => sql.end() };
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
      await sql.end();
      await embedded.stop();
    },
  };
}
