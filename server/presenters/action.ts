import { toWireTimestamp } from '../../shared/dates.ts';
import { toWireValues } from '../../shared/fields.ts';
import type { Action, ActionListItem } from '../../shared/records.ts';
import { actionFields } from '../../shared/schemas/action.ts';
import type { ActionListRow, ActionRow } from '../repositories/actions.ts';

export function presentAction(row: ActionRow): Action {
  return {
    aid: row.aid,
    iid: row.iid,
    ...toWireValues(actionFields, row),
    doneAt: toWireTimestamp(row.doneAt),
    verifiedBy: row.verifiedBy ?? '',
    verifiedAt: toWireTimestamp(row.verifiedAt),
    verifyNote: row.verifyNote,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    modif: row.modif.toISOString(),
    modBy: row.modBy,
  };
}

/** A row of My actions (shared/records.ts actionListItem). */
export function presentActionListItem(row: ActionListRow): ActionListItem {
  const { aid, iid, type, descr, owner, due, status, modif } = presentAction(row);
  return { aid, iid, type, descr, owner, due, status, modif, snid: row.snid, sid: row.sid, stn: row.stn };
}
