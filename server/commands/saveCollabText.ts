import { COLLAB_FIELDS, type CollabField } from '../../shared/collabFields.ts';
import type { RecordKind } from '../../shared/recordNames.ts';
import { updateAction, type ActionRow } from '../repositories/actions.ts';
import { lockDocRecord } from '../repositories/docRecords.ts';
import { actionChangeEvents, fieldChangeEvents, type FieldChange } from '../repositories/events.ts';
import { stationOfIssue, updateIssue, type IssueRow } from '../repositories/issues.ts';
import { updateStation } from '../repositories/stations.ts';
import type { Write } from './context.ts';
import { changedFields, effectivenessStamp, pickChanged } from './updateRules.ts';

/**
 * The flush point of the multi-line fields: writes the text of a record's Yjs doc into its columns, with an
 * audit event per field that changed, so the API, search and the audit log see it. The doc already holds
 * this text, so unlike updateStation/updateIssue this never edits the doc. Returns false when the record is
 * gone.
 */
export async function saveCollabText(write: Write, kind: RecordKind, id: number, texts: Partial<Record<CollabField, string>>): Promise<boolean> {
  const wanted: Partial<Record<CollabField, string>> = {};
  for (const field of COLLAB_FIELDS[kind]) if (texts[field] !== undefined) wanted[field] = texts[field];
  const current = await lockDocRecord(write.tx, kind, id);
  if (!current) return false;
  const changed = changedFields(current as Partial<Record<CollabField, string>>, wanted);
  if (changed.length === 0) return true;
  const values = pickChanged(wanted, changed);
  const fields = changed.map((c) => c.field);
  const { tx, actor, changes, audit } = write;
  switch (kind) {
    case 'station':
      await updateStation(tx, id, values, actor);
      audit(fieldChangeEvents(actor, kind, id, changed));
      changes.add({ type: 'station', sid: id, fields });
      break;
    case 'issue': {
      const issue = current as IssueRow;
      await updateIssue(tx, id, { ...values, ...effectivenessStamp(issue, values, actor) }, actor);
      audit(fieldChangeEvents(actor, kind, id, changed));
      changes.add({ type: 'issue', iid: id, sid: issue.sid, fields });
      break;
    }
    case 'action':
      await saveActionText(write, current as ActionRow, values, changed);
      break;
  }
  return true;
}

async function saveActionText({ tx, actor, changes, audit }: Write, action: ActionRow, values: Partial<Record<CollabField, string>>, changed: FieldChange[]): Promise<void> {
  await updateAction(tx, action.aid, values, actor);
  audit(actionChangeEvents(actor, action.aid, action.iid, changed));
  changes.add({ type: 'actions', iid: action.iid, sid: await stationOfIssue(tx, action.iid), aids: [action.aid] });
}
