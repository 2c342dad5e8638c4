import type postgres from 'postgres';
import type { Db } from '../db/sql.ts';

export type EventEntity = 'station' | 'issue' | 'product' | 'image' | 'user' | 'kiosk' | 'attachment';
export type EventAction = 'create' | 'update' | 'delete';

export interface FieldChange { field: string; before: unknown; after: unknown }

export interface AuditEvent {
  actor: string;
  entity: EventEntity;
  entityId: number;
  action: EventAction;
  field?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends audit rows; the table refuses updates and deletes. */
export async function appendEvents(db: Db, events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e) => ({
    actor: e.actor,
    entity: e.entity,
    entityId: e.entityId,
    action: e.action,
    field: e.field ?? null,
    before: e.before === undefined ? null : db.json(e.before as postgres.JSONValue),
    after: e.after === undefined ? null : db.json(e.after as postgres.JSONValue),
  }));
  await db`insert into events ${db(rows, 'actor', 'entity', 'entityId', 'action', 'field', 'before', 'after')}`;
}

export function fieldChangeEvents(actor: string, entity: EventEntity, entityId: number, changes: FieldChange[]): AuditEvent[] {
  return changes.map((c) => ({ actor, entity, entityId, action: 'update', field: c.field, before: c.before, after: c.after }));
}

/** One 'create' event for each station above `afterSid` (a bulk load). */
export async function appendStationCreations(db: Db, actor: string, afterSid: number): Promise<void> {
  await db`
    insert into events (actor, entity, entity_id, action, after)
    select ${actor}, 'station', sid, 'create', jsonb_build_object('projId', proj_id, 'name', name)
    from stations where sid > ${afterSid}`;
}
