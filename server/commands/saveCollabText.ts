import { COLLAB_FIELDS, type CollabField } from '../../shared/collabFields.ts';
import type { RecordKind } from '../../shared/recordNames.ts';
import { fieldChangeEvents } from '../repositories/events.ts';
import { findIssue, updateIssue } from '../repositories/issues.ts';
import { findStation, updateStation } from '../repositories/stations.ts';
import type { Write } from './context.ts';
import { changedFields, pickChanged } from './updateRules.ts';

/**
 * The flush point of the multi-line fields: writes the text of a record's Yjs doc into its columns, with an
 * audit event per field that changed, so the API, search and the audit log see it. The doc already holds
 * this text, so unlike updateStation/updateIssue this never edits the doc. Returns false when the record is
 * gone.
 */
export async function saveCollabText({ tx, actor, changes, audit }: Write, kind: RecordKind, id: number, texts: Record<CollabField, string>): Promise<boolean> {
  const wanted: Partial<Record<CollabField, string>> = {};
  for (const field of COLLAB_FIELDS[kind]) wanted[field] = texts[field];
  const current = kind === 'station' ? await findStation(tx, id, { forUpdate: true }) : await findIssue(tx, id, { forUpdate: true });
  if (!current) return false;
  const changed = changedFields(current as Partial<Record<CollabField, string>>, wanted);
  if (changed.length === 0) return true;
  const values = pickChanged(wanted, changed);
  if (kind === 'station') await updateStation(tx, id, values, actor);
  else await updateIssue(tx, id, values, actor);
  audit(fieldChangeEvents(actor, kind, id, changed));
  const fields = changed.map((c) => c.field);
  changes.add(kind === 'station' ? { type: 'station', sid: id, fields } : { type: 'issue', iid: id, sid: current.sid, fields });
  return true;
}
