import { COLLAB_FIELDS, type CollabField } from '../../shared/collab.ts';
import type { RecordKind } from '../../shared/recordNames.ts';
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
export async function saveCollabText({ actor, outbox }: CommandContext, kind: RecordKind, id: number, texts: Record<CollabField, string>): Promise<boolean> {
  const wanted: Partial<Record<CollabField, string>> = {};
  for (const field of COLLAB_FIELDS[kind]) wanted[field] = texts[field];
  return outbox.transaction(async (tx, record) => {
    const current = kind === 'station' ? await findStation(tx, id, { forUpdate: true }) : await findIssue(tx, id, { forUpdate: true });
    if (!current) return false;
    const changes = changedFields(current as Partial<Record<CollabField, string>>, wanted);
    if (changes.length > 0) {
      const values = pickChanged(wanted, changes);
      if (kind === 'station') await updateStationColumns(tx, id, values, actor);
      else await updateIssueColumns(tx, id, values, actor);
      await appendEvents(tx, fieldChangeEvents(actor, kind, id, changes));
      await record(kind === 'station' ? { type: 'station', sid: id } : { type: 'issue', iid: id, sid: current.sid });
    }
    return true;
  });
}
