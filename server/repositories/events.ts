import type postgres from 'postgres';
import type { HistoryKind, HistoryRef } from '../../shared/recordNames.ts';
import type { Db } from '../db/sql.ts';

/** What a row is about: a record (station, issue), a part of one (product, image, attachment, action), or neither. */
export type EventEntity = RecordEntity | 'user' | 'kiosk';
/** The entities that belong to a station or an NCR: their rows name that record (its history). */
export type RecordEntity = 'station' | 'issue' | 'product' | 'image' | 'attachment' | 'action';
export type EventAction = 'create' | 'update' | 'delete';

export interface FieldChange { field: string; before: unknown; after: unknown }

interface AuditEventBase {
  actor: string;
  entityId: number;
  action: EventAction;
  field?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * One audit row. A row about a station or an NCR, or a product, image or attachment of one, names that record
 * (`record`: whose history it is in); rows about accounts and wall screens name none.
 */
export type AuditEvent = AuditEventBase & (
  | { entity: RecordEntity; record: HistoryRef }
  | { entity: 'user' | 'kiosk'; record?: null }
);

/** Appends audit rows; the table refuses updates and deletes. */
export async function appendEvents(db: Db, events: AuditEvent[]): Promise<void> {
  if (events.length > 0) await insertEvents(db, events);
}

/** The INSERT of audit rows (one or more), to run alone or inside another statement (see recordWrite). */
export function insertEvents(db: Db, events: AuditEvent[]): postgres.PendingQuery<postgres.Row[]> {
  const rows = events.map((e) => ({
    actor: e.actor,
    entity: e.entity,
    entityId: e.entityId,
    action: e.action,
    field: e.field ?? null,
    before: e.before === undefined ? null : db.json(e.before as postgres.JSONValue),
    after: e.after === undefined ? null : db.json(e.after as postgres.JSONValue),
    recordKind: e.record?.kind ?? null,
    recordId: e.record?.id ?? null,
  }));
  return db`insert into events ${db(rows, 'actor', 'entity', 'entityId', 'action', 'field', 'before', 'after', 'recordKind', 'recordId')}`;
}

/** One 'update' row per changed field of a station or an NCR. */
export function fieldChangeEvents(actor: string, kind: HistoryKind, id: number, changes: FieldChange[]): AuditEvent[] {
  return changes.map((c) => ({ actor, entity: kind, entityId: id, record: { kind, id }, action: 'update', field: c.field, before: c.before, after: c.after }));
}

/** One 'update' row per changed field of an NCR's action, in the NCR's history. */
export function actionChangeEvents(actor: string, aid: number, iid: number, changes: FieldChange[]): AuditEvent[] {
  return changes.map((c) => ({ actor, entity: 'action', entityId: aid, record: { kind: 'issue', id: iid }, action: 'update', field: c.field, before: c.before, after: c.after }));
}

/** One 'create' event for each station above `afterSid` (a bulk load). */
export async function appendStationCreations(db: Db, actor: string, afterSid: number): Promise<void> {
  await db`
    insert into events (actor, entity, entity_id, action, after, record_kind, record_id)
    select ${actor}, 'station', sid, 'create', jsonb_build_object('projId', proj_id, 'name', name), 'station', sid
    from stations where sid > ${afterSid}`;
}
