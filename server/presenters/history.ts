import { NOT_SET_TIMESTAMP, type ProductCategory } from '../../shared/constants.ts';
import type { FieldTable } from '../../shared/fields.ts';
import type { HistoryAttachment, HistoryEntry, HistoryImage } from '../../shared/history.ts';
import type { HistoryKind } from '../../shared/recordNames.ts';
import type { ParentRef, Product } from '../../shared/records.ts';
import { actionFields } from '../../shared/schemas/action.ts';
import { issueFields } from '../../shared/schemas/issue.ts';
import { stationFields } from '../../shared/schemas/station.ts';
import type { HistoryRow, StationRef } from '../repositories/history.ts';

/** What the entries name besides the rows themselves, read once per page. */
export interface HistoryLookups {
  /** The stations that parent entries name, by sid (see parentSids). */
  stations: ReadonlyMap<number, StationRef>;
  /** The records' labels (station name, NCR number) by recordKey, for the activity feed ('' when unknown). */
  labels?: ReadonlyMap<string, string>;
}

export const recordKey = (kind: HistoryKind, id: number): string => `${kind}:${id}`;

const FIELD_TABLES: Record<HistoryKind, FieldTable> = { station: stationFields, issue: issueFields };

/** The stations the parent entries among `rows` name (before and after): for HistoryLookups.stations. */
export function parentSids(rows: readonly HistoryRow[]): number[] {
  const sids = new Set<number>();
  for (const row of rows) {
    if (!isParentChange(row)) continue;
    for (const value of [row.before, row.after]) if (isId(value)) sids.add(value);
  }
  return [...sids];
}

/** One audit row as the history shows it: values as the records show them (see shared/history.ts). */
export function presentHistoryEntry(row: HistoryRow, lookups: HistoryLookups): HistoryEntry {
  const label = lookups.labels && (lookups.labels.get(recordKey(row.recordKind, row.recordId)) ?? '');
  const base = {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    kind: row.recordKind,
    recordId: row.recordId,
    action: row.action,
    ...(label === undefined ? {} : { recordLabel: label }),
  };
  switch (row.entity) {
    case 'product':
      return { ...base, subject: 'product', before: productValue(row.before), after: productValue(row.after) };
    case 'image':
      return { ...base, subject: 'image', before: imageValue(row.before), after: imageValue(row.after) };
    case 'attachment':
      return { ...base, subject: 'attachment', before: attachmentValue(row.entityId, row.before), after: attachmentValue(row.entityId, row.after) };
    case 'action':
      return row.field === null
        ? { ...base, subject: 'action', actionId: row.entityId, before: recordValue(row.before), after: recordValue(row.after) }
        : { ...base, subject: 'actionField', actionId: row.entityId, field: row.field, before: actionFieldValue(row.field, row.before), after: actionFieldValue(row.field, row.after) };
    default:
      if (isParentChange(row)) {
        return { ...base, subject: 'parent', before: parentValue(row.before, lookups), after: parentValue(row.after, lookups) };
      }
      if (row.field !== null) {
        return {
          ...base,
          subject: 'field',
          field: row.field,
          before: fieldValue(row.recordKind, row.field, row.before),
          after: fieldValue(row.recordKind, row.field, row.after),
        };
      }
      return { ...base, subject: 'record', before: recordValue(row.before), after: recordValue(row.after) };
  }
}

function isParentChange(row: HistoryRow): boolean {
  return row.entity === 'station' && row.field === 'parent';
}

/** A field's stored value as the record shows it: through the record's field table (dates, people), else as stored. */
function fieldValue(kind: HistoryKind, field: string, stored: unknown): string | number | boolean | null {
  const table = FIELD_TABLES[kind];
  if (Object.hasOwn(table, field)) return scalar(table[field]!.toWire(stored ?? null));
  if (kind === 'issue' && field === 'closed') {
    return typeof stored === 'string' && !Number.isNaN(Date.parse(stored)) ? new Date(stored).toISOString() : NOT_SET_TIMESTAMP;
  }
  return scalar(stored);
}

/** An action's field as the action shows it (its verification time as a timestamp, like an NCR's `closed`). */
function actionFieldValue(field: string, stored: unknown): string | number | boolean | null {
  if (Object.hasOwn(actionFields, field)) return scalar(actionFields[field as keyof typeof actionFields].toWire(stored as never ?? null));
  if (field === 'verifiedAt') return typeof stored === 'string' && !Number.isNaN(Date.parse(stored)) ? new Date(stored).toISOString() : NOT_SET_TIMESTAMP;
  return scalar(stored);
}

function scalar(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function parentValue(value: unknown, lookups: HistoryLookups): ParentRef | null {
  if (!isId(value)) return null;
  const known = lookups.stations.get(value);
  return { sid: value, name: known?.name ?? '', projId: known?.projId ?? '' };
}

function productValue(value: unknown): Product | null {
  const v = asObject(value);
  if (!v || !isId(v.pid)) return null;
  return { pid: v.pid, cat: String(v.cat ?? '') as ProductCategory, serial: String(v.serial ?? '') };
}

function imageValue(value: unknown): HistoryImage | null {
  const v = asObject(value);
  if (!v) return null;
  return { etag: String(v.etag ?? ''), mime: String(v.mime ?? ''), width: integer(v.width) ?? 0, height: integer(v.height) ?? 0 };
}

function attachmentValue(id: number, value: unknown): HistoryAttachment | null {
  const v = asObject(value);
  if (!v) return null;
  return { id, name: String(v.name ?? ''), mime: String(v.mime ?? ''), size: integer(v.size) ?? 0, width: integer(v.width), height: integer(v.height), report: integer(v.report) };
}

function recordValue(value: unknown): Record<string, unknown> | null {
  return asObject(value);
}

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : null;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function integer(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}
