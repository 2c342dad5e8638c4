import { recordName } from '../../shared/recordNames.ts';
import { presentAction } from '../presenters/action.ts';
import { deleteAction } from '../repositories/actions.ts';
import { deleteDocs } from '../repositories/yjsUpdates.ts';
import type { Write } from './context.ts';
import { lockActionForWrite } from './lockActionForWrite.ts';

/** Removes an action of an NCR, with its shared-text doc; the NCR's history keeps it as it was. */
export async function removeAction({ tx, actor, changes, audit }: Write, aid: number): Promise<void> {
  const { action, sid } = await lockActionForWrite(tx, aid);
  await deleteAction(tx, aid);
  await deleteDocs(tx, [recordName('action', aid)]);
  audit([{ actor, entity: 'action', entityId: aid, record: { kind: 'issue', id: action.iid }, action: 'delete', before: presentAction(action) }]);
  changes.add({ type: 'actions', iid: action.iid, sid, aids: [aid] });
}
