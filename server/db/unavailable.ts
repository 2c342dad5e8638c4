/**
 * Which errors mean "the database is away" (a dropped connection, a restart, a failover, nothing listening)
 * rather than a fault in the request: the caller answers 503 and tries again later, and nothing crashes.
 * Covers postgres.js (the app's queries), node-postgres (the Socket.IO adapter) and Node's own socket errors.
 */

export const DATABASE_UNAVAILABLE_MESSAGE = 'Database unavailable, try again';
/** What a 503 asks the client to wait (seconds): a restart or failover usually takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** postgres.js: the connection closed, was ended or destroyed, or could not be opened in time. */
const DRIVER_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);

/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or not there yet: 57P01 admin_shutdown (a terminated backend, a
 * fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery),
 * 57P05 idle_session_timeout, 53300 too_many_connections; and of one that did not get through in time (the
 * bounds of server/db/sql.ts): 57014 query_canceled (statement_timeout: a statement ran, or waited for a lock,
 * too long) and 25P03 idle_in_transaction_session_timeout. The whole class 08 (connection exception) is
 * matched apart.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300', '57014', '25P03']);

/** node-postgres reports its dropped connections by message only. */
const PG_MESSAGES = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout expired$|timeout exceeded when trying to connect)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, syscall, message, cause } = error as { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (DRIVER_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    // A unix socket (the embedded database) that is gone: ENOENT only from connect(), not from a file read.
    if (code === 'ENOENT' && syscall === 'connect') return true;
  }
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** One line about an error, without its stack. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}

const REPORT_EVERY_MS = 10_000;
const lastReported = new Map<string, number>();

/**
 * Logs that the database is away, as one line and at most once every 10 s per place: during an outage every
 * request, heartbeat and retry fails, and a stack trace apiece would bury everything else.
 */
export function reportDatabaseUnavailable(where: string, error: unknown, now = Date.now()): void {
  const last = lastReported.get(where);
  if (last !== undefined && now - last < REPORT_EVERY_MS) return;
  lastReported.set(where, now);
  console.error(`Database unavailable (${where}): ${describeError(error)}`);
}

/**
 * Logs a failure of work no request waits for (timers, NOTIFY handlers, publishing, the live connections):
 * while the database is away as reportDatabaseUnavailable does, in one line per place and 10 s; any other
 * error with its stack, which whoever fixes it needs.
 */
export function reportFailure(where: string, error: unknown): void {
  if (isDatabaseUnavailable(error)) reportDatabaseUnavailable(where, error);
  else console.error(`${where}:`, error);
}
