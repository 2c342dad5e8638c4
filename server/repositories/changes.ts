import type postgres from 'postgres';
import type { Db } from '../db/sql.ts';
import type { Change } from '../changes/change.ts';
import { appendEvents, insertEvents, type AuditEvent } from './events.ts';

/** The channel on which every recorded change is announced, right after the commit of its transaction. */
export const CHANGES_CHANNEL = 'changes';

/** NOTIFY payloads must stay under 8000 bytes: a larger change is announced by its id alone and read from the table. */
const MAX_NOTIFY_BYTES = 7900;

/** A row of the outbox; `change` as stored (the reader checks it). */
export interface ChangeRow { id: string; change: unknown }

/** A change as stored in the outbox, with the id it got. */
export interface StoredChange { id: string; change: Change }

/**
 * Records what a write did, in its transaction and in one statement: its audit rows and its changes in the
 * outbox (a statement fewer per write than the two apart). Returns the changes with their ids, in the order
 * given.
 */
export async function recordWrite(db: Db, events: AuditEvent[], changes: Change[]): Promise<StoredChange[]> {
  if (changes.length === 0) {
    await appendEvents(db, events);
    return [];
  }
  const rows = changes.map((change) => ({ change: db.json(change as postgres.JSONValue) }));
  const ids = events.length === 0
    ? await db<{ id: string }[]>`insert into changes ${db(rows)} returning id::text`
    : await db<{ id: string }[]>`with audit as (${insertEvents(db, events)}) insert into changes ${db(rows)} returning id::text`;
  return ids.map(({ id }, i) => ({ id, change: changes[i]! }));
}

/**
 * NOTIFYs CHANGES_CHANNEL with `{id, change}` for each stored change (or `{id}` when too large), in one
 * round trip. Sent after the commit, in a transaction of its own: a NOTIFY inside the write's transaction
 * would take PostgreSQL's database-wide notify lock until the commit is flushed, which makes every such
 * commit wait for the one before (4× fewer writes a second at 16 at once, measured).
 */
export async function notifyChanges(db: Db, stored: StoredChange[]): Promise<void> {
  if (stored.length === 0) return;
  const payloads = stored.map(({ id, change }) => {
    const payload = JSON.stringify({ id, change });
    return Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES ? payload : JSON.stringify({ id });
  });
  if (payloads.length === 1) await db`select pg_notify(${CHANGES_CHANNEL}, ${payloads[0]!})`;
  else await db`select pg_notify(${CHANGES_CHANNEL}, p) from unnest(${payloads}::text[]) with ordinality as n(p, i) order by i`;
}

export async function findChange(db: Db, id: string): Promise<ChangeRow | undefined> {
  const [row] = await db<ChangeRow[]>`select id, change from changes where id = ${id}`;
  return row;
}

/** The changes of transactions that started after `since`, in the order they were recorded. */
export async function listChangesSince(db: Db, since: Date): Promise<ChangeRow[]> {
  return db<ChangeRow[]>`select id, change from changes where created_at > ${since} order by id`;
}

/** The ids of the changes of transactions that started between `fromMs` and `toMs` ago, on the database's clock. */
export async function listChangeIdsBetween(db: Db, fromMs: number, toMs: number): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    select id::text from changes
    where created_at > now() - make_interval(secs => ${fromMs / 1000}) and created_at <= now() - make_interval(secs => ${toMs / 1000})`;
  return rows.map((row) => row.id);
}

/** Deletes the changes recorded more than `keepMs` ago. */
export async function pruneChanges(db: Db, keepMs: number): Promise<void> {
  await db`delete from changes where created_at < now() - make_interval(secs => ${keepMs / 1000})`;
}
