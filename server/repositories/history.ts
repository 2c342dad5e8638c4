// The audit rows read back: a record's history and the activity feed, newest first, a page at a time. Both are
// ordered by (at, id) descending and each query is a range of one index of migrations/00007_event_records.sql:
// events_record (a record), events_feed (everything, a time range), events_kind, events_actor (the filters).
import type postgres from 'postgres';
import type { HistoryKind } from '../../shared/recordNames.ts';
import type { Db } from '../db/sql.ts';
import type { EventAction, EventEntity } from './events.ts';

export interface HistoryRow {
  /** The row's id (int8) as a decimal string. */
  id: string;
  at: Date;
  actor: string;
  entity: EventEntity;
  entityId: number;
  action: EventAction;
  field: string | null;
  before: unknown;
  after: unknown;
  recordKind: HistoryKind;
  recordId: number;
}

export interface ActivityQuery {
  person?: string;
  kind?: HistoryKind;
  /** ISO timestamps: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  /** The id of the last row of the page before. */
  before?: string;
  limit: number;
}

// The row's id goes out as text (int8); `e.id` in the conditions and the order is the column, not that text.
const columns = (db: Db) => db`
  select e.id::text as id, e.at, e.actor, e.entity, e.entity_id, e.action, e.field, e.before, e.after, e.record_kind, e.record_id
  from events e`;

/** Rows older than the cursor row (by (at, id)); none when there is no such row. */
const olderThan = (db: Db, before: string | undefined) => (before === undefined ? db`` : db`
  and (e.at, e.id) < ((select c.at from events c where c.id = ${before}::bigint), ${before}::bigint)`);

/** The rows of one station or NCR (its own, its products', image's, attachments'), newest first. */
export async function recordHistory(db: Db, kind: HistoryKind, id: number, page: { before?: string; limit: number }): Promise<HistoryRow[]> {
  return db<HistoryRow[]>`
    ${columns(db)}
    where e.record_kind = ${kind} and e.record_id = ${id} ${olderThan(db, page.before)}
    order by e.at desc, e.id desc
    limit ${page.limit}`;
}

/** The rows of every station and NCR that pass the filters, newest first. */
export async function activity(db: Db, query: ActivityQuery): Promise<HistoryRow[]> {
  const and = (condition: postgres.PendingQuery<postgres.Row[]> | false) => condition || db``;
  return db<HistoryRow[]>`
    ${columns(db)}
    where e.record_kind is not null
      ${and(query.kind !== undefined && db`and e.record_kind = ${query.kind}`)}
      ${and(query.person !== undefined && db`and e.actor = ${query.person}`)}
      ${and(query.from !== undefined && db`and e.at >= ${query.from}::timestamptz`)}
      ${and(query.to !== undefined && db`and e.at < ${query.to}::timestamptz`)}
      ${olderThan(db, query.before)}
    order by e.at desc, e.id desc
    limit ${query.limit}`;
}

export interface StationRef { sid: number; name: string; projId: string }

/**
 * Name and project id of stations by sid: as they are now, or, of a deleted station, as its delete row has
 * them. Stations found in neither are left out.
 */
export async function stationRefs(db: Db, sids: number[]): Promise<StationRef[]> {
  if (sids.length === 0) return [];
  return db<StationRef[]>`
    select sid, name, proj_id from stations where sid = any(${sids}::int[])
    union all
    select distinct on (entity_id) entity_id, coalesce(before->>'name', ''), coalesce(before->>'projId', '')
    from events
    where entity = 'station' and action = 'delete' and entity_id = any(${sids}::int[])
      and not exists (select 1 from stations s where s.sid = events.entity_id)`;
}

/** NCR numbers by iid: as they are now, or, of a deleted NCR, as its delete row has it. */
export async function issueNumbers(db: Db, iids: number[]): Promise<{ iid: number; snid: string }[]> {
  if (iids.length === 0) return [];
  return db<{ iid: number; snid: string }[]>`
    select iid, snid from issues where iid = any(${iids}::int[])
    union all
    select distinct on (entity_id) entity_id, coalesce(before->>'snid', '')
    from events
    where entity = 'issue' and action = 'delete' and entity_id = any(${iids}::int[])
      and not exists (select 1 from issues i where i.iid = events.entity_id)`;
}
