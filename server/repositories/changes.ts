import type postgres from 'postgres';
import type { Db } from '../db/sql.ts';
import type { Change } from '../changes/change.ts';

/** The channel on which PostgreSQL announces every recorded change, at the commit of its transaction. */
export const CHANGES_CHANNEL = 'changes';

/** NOTIFY payloads must stay under 8000 bytes: a larger change is announced by its id alone and read from the table. */
const MAX_NOTIFY_BYTES = 7900;

/** A row of the outbox; `change` as stored (the reader checks it). */
export interface ChangeRow { id: string; change: unknown }

/** Records a change in the outbox, in the transaction that made it (the embedded database: no NOTIFY). */
export async function insertChange(db: Db, change: Change): Promise<void> {
  await db`insert into changes (change) values (${db.json(change as postgres.JSONValue)})`;
}

/**
 * Records a change in the outbox and NOTIFYs CHANGES_CHANNEL with `{id, change}` (or `{id}` when too large),
 * in one round trip. PostgreSQL delivers the notice only if and when the transaction commits.
 */
export async function insertAndNotifyChange(db: Db, change: Change): Promise<void> {
  await db`
    with inserted as (insert into changes (change) values (${db.json(change as postgres.JSONValue)}) returning id, change),
    notice as (select id, json_build_object('id', id::text, 'change', change)::text as payload from inserted)
    select pg_notify(${CHANGES_CHANNEL}, case when octet_length(payload) <= ${MAX_NOTIFY_BYTES} then payload else json_build_object('id', id::text)::text end)
    from notice`;
}

export async function findChange(db: Db, id: string): Promise<ChangeRow | undefined> {
  const [row] = await db<ChangeRow[]>`select id, change from changes where id = ${id}`;
  return row;
}

/** The changes of transactions that started after `since`, in the order they were recorded. */
export async function listChangesSince(db: Db, since: Date): Promise<ChangeRow[]> {
  return db<ChangeRow[]>`select id, change from changes where created_at > ${since} order by id`;
}

/** Deletes the changes recorded more than `keepMs` ago. */
export async function pruneChanges(db: Db, keepMs: number): Promise<void> {
  await db`delete from changes where created_at < now() - make_interval(secs => ${keepMs / 1000})`;
}
