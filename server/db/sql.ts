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
 * How long PostgreSQL lets one of the server's connections hold things up (the server's pool only: migrations,
 * which may rewrite a table, and the command-line tools are not bounded). A statement that runs or waits for a
 * lock longer than statementTimeoutMs is cancelled (57014); a transaction left waiting for its next statement
 * longer than idleInTransactionTimeoutMs ends its connection (25P03): either way its locks go and the caller gets
 * a 503. What neither covers, a backend left waiting for the rest of a statement, stuckBackends.ts ends.
 */
export interface DatabaseBounds {
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** Names the servers' connections in pg_stat_activity (every node's alike), so that stuckBackends.ts tells them from others (psql, the CLI). */
  applicationName: string;
}

/**
 * The server ends a connection whose client went away without a word (a half-open socket: a node that
 * crashed, a network cut) after TCP_KEEPALIVES_IDLE_S + TCP_KEEPALIVES_COUNT × TCP_KEEPALIVES_INTERVAL_S of
 * silence at most (Linux's default is over two hours), releasing what its transaction held.
 */
const TCP_KEEPALIVES_IDLE_S = 30;
const TCP_KEEPALIVES_INTERVAL_S = 10;
const TCP_KEEPALIVES_COUNT = 3;

/** The bounds as connection parameters, set at every (re)connection in the startup message. */
function boundParameters(bounds: DatabaseBounds): Partial<postgres.ConnectionParameters> {
  return {
    application_name: bounds.applicationName,
    statement_timeout: bounds.statementTimeoutMs,
    idle_in_transaction_session_timeout: bounds.idleInTransactionTimeoutMs,
    tcp_keepalives_idle: TCP_KEEPALIVES_IDLE_S,
    tcp_keepalives_interval: TCP_KEEPALIVES_INTERVAL_S,
    tcp_keepalives_count: TCP_KEEPALIVES_COUNT,
  };
}

/**
 * Creates the process's postgres.js instance. `date` columns stay 'YYYY-MM-DD' strings (no time-zone shifts).
 * A dropped connection needs nothing from us: postgres.js opens a new one for the next query, and its
 * sql.listen() listens again by itself (see server/db/unavailable.ts for what the callers get meanwhile).
 */
export function createSql(target: SqlTarget, options: { max?: number; bounds?: DatabaseBounds } = {}): Sql {
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
  if ('url' in target) return postgres(target.url, options.bounds ? { ...common, connection: boundParameters(options.bounds) } : common);
  // PGlite runs one backend session for every connection (see ConnectionQueue): named prepared statements of
  // two connections would collide, and transactions run one at a time anyway. It gets no bounds: a timeout that
  // ends that session would end it for every connection, and it has no other clients to hold up.
  return postgres({ ...common, max: 1, path: target.socketPath, database: 'postgres', username: 'postgres', prepare: false });
}
