import * as Y from 'yjs';
import { COLLAB_FIELDS, type CollabField } from '../../shared/collabFields.ts';
import { type RecordKind, recordName } from '../../shared/recordNames.ts';
import type { SharedTextStore } from '../commands/context.ts';
import type { Db, Sql } from '../db/sql.ts';
import { lockDocRecord, lockDocRecordShared } from '../repositories/docRecords.ts';
import { appendDocUpdate, listDocUpdates, replaceDocUpdates } from '../repositories/yjsUpdates.ts';
import { docFromUpdates, editTexts, seedUpdate, type FieldTexts } from './docText.ts';

/** A doc has this many stored updates at most before a writer folds them into one snapshot. */
export const COMPACT_AFTER_UPDATES = 100;

export interface StoredDoc {
  updates: Uint8Array[];
  /** The record's columns as they are now. */
  columns: Record<CollabField, string>;
}

/**
 * The stored updates of a record's doc, or null when the record does not exist. A doc never opened before
 * is seeded from the record's columns, under the record's row lock so that two nodes never both seed it.
 */
export async function loadStoredDoc(sql: Sql, kind: RecordKind, id: number): Promise<StoredDoc | null> {
  return sql.begin(async (tx) => {
    const record = await lockDocRecord(tx, kind, id);
    if (!record) return null;
    const columns = {} as Record<CollabField, string>;
    for (const field of COLLAB_FIELDS[kind]) columns[field] = (record as unknown as Record<CollabField, string>)[field];
    const name = recordName(kind, id);
    const rows = await listDocUpdates(tx, name);
    if (rows.length > 0) return { updates: rows.map((row) => row.update), columns };
    const seed = seedUpdate(columns);
    await appendDocUpdate(tx, name, seed);
    return { updates: [seed], columns };
  });
}

/** The stored docs, as the commands see them (see SharedTextStore). */
export const storedSharedTexts: SharedTextStore = { follow: followTextColumns };

/**
 * Inside a write's transaction (which holds the record's row lock): brings the stored doc in line with text
 * written to the columns through the API, as an edit that merges with whatever is being typed. A record whose
 * doc was never opened has nothing to follow; its doc is seeded from the columns when first opened.
 * Returns true when the doc changed.
 */
async function followTextColumns(tx: Db, kind: RecordKind, id: number, texts: FieldTexts): Promise<boolean> {
  if (Object.keys(texts).length === 0) return false;
  const name = recordName(kind, id);
  const rows = await listDocUpdates(tx, name);
  if (rows.length === 0) return false;
  const doc = docFromUpdates(rows.map((row) => row.update));
  const edit = editTexts(doc, texts);
  if (edit) await appendDocUpdate(tx, name, edit);
  if (rows.length >= COMPACT_AFTER_UPDATES) await replaceDocUpdates(tx, name, rows.at(-1)!.id, Y.encodeStateAsUpdate(doc));
  doc.destroy();
  return edit !== null;
}

/** Appends a client's update to a record's doc; null (and nothing stored) when the record is gone. */
export async function storeUpdate(sql: Sql, kind: RecordKind, id: number, update: Uint8Array): Promise<string | null> {
  return sql.begin(async (tx) => ((await lockRecord(tx, kind, id)) ? appendDocUpdate(tx, recordName(kind, id), update) : null));
}

/** Folds the stored updates of a doc into one snapshot (deleted text is dropped by Yjs' garbage collection). */
export async function compactStoredDoc(sql: Sql, kind: RecordKind, id: number): Promise<void> {
  const name = recordName(kind, id);
  await sql.begin(async (tx) => {
    if (!(await lockRecord(tx, kind, id))) return;
    const rows = await listDocUpdates(tx, name);
    if (rows.length <= 1) return;
    const doc = docFromUpdates(rows.map((row) => row.update));
    await replaceDocUpdates(tx, name, rows.at(-1)!.id, Y.encodeStateAsUpdate(doc));
    doc.destroy();
  });
}

/**
 * Locks the record a doc belongs to against deletion for the rest of the transaction; false when it is gone.
 * Writes of a doc's rows take it, so that none lands after the record's delete removed the doc.
 */
function lockRecord(tx: Db, kind: RecordKind, id: number): Promise<boolean> {
  return lockDocRecordShared(tx, kind, id);
}
