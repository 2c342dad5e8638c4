import postgres from 'postgres';

export type Sql = postgres.Sql;
/** A query runner: the process's `sql` or a transaction of it. Repositories take one as first argument. */
export type Db = postgres.Sql | postgres.TransactionSql;

export type SqlTarget = { url: string } | { socketPath: string };

const DATE_OID = 1082;
/**
 * Seconds a connection attempt may take (postgres.js waits 30 by default): while the database is away a
 * request fails over to a 503 this soon at worst. A refused connection (a restart) fails at once anyway.
 */
const CONNECT_TIMEOUT_S = 10;

/**
 * Seconds before the next connection attempt after a failed one. postgres.js grows this up to 20 s, and a
 * request that arrives after the database came back waits it out; we retry within 2 s at most (jittered), so
 * a node recovers about as soon as the database does.
 */
const reconnectBackoff = (retries: number) => Math.min(0.05 * 2 ** retries, 2) * (0.5 + Math.random() / 2);

/**
 * Creates the process's postgres.js instance. `date` columns stay 'YYYY-MM-DD' strings (no time-zone shifts).
 * A dropped connection needs nothing from us: postgres.js opens a new one for the next query, and its
 * sql.listen() listens again by itself (see server/db/unavailable.ts for what the callers get meanwhile).
 */
export function createSql(target: SqlTarget, options: { max?: number } = {}): Sql {
  const common = {
    max: options.max ?? 10,
    connect_timeout: CONNECT_TIMEOUT_S,
    backoff: reconnectBackoff,
    onnotice: () => {},
    transform: postgres.camel,
    types: {
      dateOnly: {
        to: DATE_OID,
        from: [DATE_OID],
        serialize: (value: string) => value,
        parse: (value: string) => value,
      },
    },
  };
  if ('url' in target) return postgres(target.url, common);
  // PGlite runs one backend session for every connection (see ConnectionQueue): named prepared statements of
  // two connections would collide, and transactions run one at a time anyway.
  return postgres({ ...common, max: 1, path: target.socketPath, database: 'postgres', username: 'postgres', prepare: false });
}
