import { createSql, type DatabaseBounds, type Sql } from './sql.ts';
import { reportFailure } from './unavailable.ts';

/** How often the watch looks at most: a stuck backend is ended within its bound and this much more. */
const CHECK_EVERY_MS = 5_000;

export interface StuckBackendWatch {
  stop(): Promise<void>;
}

interface EndedBackend { pid: number; waitedMs: number; query: string }

/**
 * Ends the backends of the server's pool (by their application_name, on every node) that have waited for their
 * client in the middle of a statement for longer than the statement bound. PostgreSQL bounds neither this
 * wait nor the locks held meanwhile: statement_timeout is not acted on while a backend reads from its client,
 * and idle_in_transaction_session_timeout counts only between statements. postgres.js leaves a backend so
 * when a connection goes wrong around a restart (issue 35: in 2 of 15 `pg_ctl restart -m fast` under a write
 * load, a backend waited for ever, in a transaction, with addprod's `select … for share` parsed but never
 * executed, holding a connection of the pool and locks that blocked the next migration). Once it is ended,
 * postgres.js sees its connection close: the request waiting on it fails over to a 503, and the pool opens a
 * new connection.
 *
 * The watch has a connection of its own, so that a pool whose every connection is stuck does not hold it up.
 * PostgreSQL only (the embedded database has one session and no other clients).
 */
export function watchStuckBackends(url: string, bounds: DatabaseBounds, everyMs = Math.min(CHECK_EVERY_MS, bounds.statementTimeoutMs)): StuckBackendWatch {
  const sql = createSql({ url }, { max: 1, bounds });
  let checking: Promise<void> = Promise.resolve();
  const check = async () => {
    for (const backend of await endStuckBackends(sql, bounds.applicationName, bounds.statementTimeoutMs)) {
      console.error(`Ended database backend ${backend.pid}: it had waited ${backend.waitedMs} ms for this server in the middle of a statement (${backend.query})`);
    }
  };
  const timer = setInterval(() => {
    checking = checking.then(check).catch((error: unknown) => reportFailure('stuck backends check', error));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await checking;
      await sql.end({ timeout: 1 });
    },
  };
}

/** Terminates the backends of this database named `applicationName` (but the caller's) that have waited for their client inside a statement for longer than `ms`. */
export async function endStuckBackends(sql: Sql, applicationName: string, ms: number): Promise<EndedBackend[]> {
  // pg_terminate_backend in the select list: it runs for the rows the where clause kept, and for no other.
  const rows = await sql<(EndedBackend & { ended: boolean })[]>`
    select pid, (extract(epoch from now() - state_change) * 1000)::int as waited_ms,
      left(trim(regexp_replace(query, '\\s+', ' ', 'g')), 80) as query, -- one line of log
      pg_terminate_backend(pid) as ended
    from pg_stat_activity
    where application_name = ${applicationName} and datname = current_database() and pid <> pg_backend_pid()
      and state = 'active' and wait_event = 'ClientRead'
      and state_change < now() - ${ms} * interval '1 millisecond'`;
  return rows.filter((row) => row.ended).map(({ pid, waitedMs, query }) => ({ pid, waitedMs, query }));
}
