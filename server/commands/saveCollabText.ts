import { COLLAB_FIELDS, type CollabField, type CollabKind } from '../../shared/collab.ts';
import { appendEvents, fieldChangeEvents } from '../repositories/events.ts';
import { findIssue, updateIssueColumns } from '../repositories/issues.ts';
import { findStation, updateStationColumns } from '../repositories/stations.ts';
import type { CommandContext } from './context.ts';
import { changedFields, pickChanged } from './updateRules.ts';

/**
 * The flush point of the multi-line fields: writes the text of a record's Yjs doc into its columns, with an
 * audit event per field that changed, so the API, search and the audit log see it. The doc already holds
 * this text, so unlike updateStation/updateIssue this never edits the doc. Returns false when the record is
 * gone.
 */
export async function saveCollabText({ sql, actor, announce }: CommandContext, kind: CollabKind, id: number, texts: Record<CollabField, string>): Promise<boolean> {
  const wanted: Partial<Record<CollabField, string>> = {};
  for (const field of COLLAB_FIELDS[kind]) wanted[field] = texts[field];
  const saved = await sql.begin(async (tx) => {
    const current = kind === 'station' ? await findStation(tx, id, { forUpdate: true }) : await findIssue(tx, id, { forUpdate: true });
    if (!current) return null;
    const changes = changedFields(current as Partial<Record<CollabField, string>>, wanted);
    if (changes.length > 0) {
      const values = pickChanged(wanted, changes);
      if (kind === 'station') await updateStationColumns(tx, id, values, actor);
      else await updateIssueColumns(tx, id, values, actor);
      await appendEvents(tx, fieldChangeEvents(actor, kind, id, changes));
    }
    return { changed: changes.length > 0, sid: current.sid };
  });
  if (saved?.changed) announce(kind === 'station' ? { type: 'station', sid: id } : { type: 'issue', iid: id, sid: saved.sid });
  return saved !== null;
}
