import { ACTIONS_PER_ISSUE_MAX } from '../../shared/constants.ts';
import type { Action } from '../../shared/records.ts';
import type { AddActionBody } from '../../shared/schemas/action.ts';
import { conflict, notFound } from '../errors.ts';
import { presentAction } from '../presenters/action.ts';
import { countActions, findActionByKey, insertAction } from '../repositories/actions.ts';
import { lockIssueForActions } from '../repositories/issues.ts';
import type { Write } from './context.ts';
import { resolvePerson } from './updateRules.ts';

/**
 * Adds an action to an NCR, Open. An add that carries the key of one already made (sent again) answers that
 * action and changes nothing.
 */
export async function addAction({ tx, actor, changes, audit }: Write, body: AddActionBody): Promise<Action> {
  const issue = await lockIssueForActions(tx, body.iid, 'add');
  if (!issue) throw notFound(`Issue ${body.iid} not found`);
  if (body.key) {
    const made = await findActionByKey(tx, body.iid, body.key);
    if (made) return presentAction(made);
  }
  if (await countActions(tx, body.iid) >= ACTIONS_PER_ISSUE_MAX) {
    throw conflict(`An NCR holds at most ${ACTIONS_PER_ISSUE_MAX} actions`);
  }
  const row = await insertAction(tx, {
    iid: body.iid,
    key: body.key,
    type: body.type,
    descr: body.descr ?? '',
    owner: await resolvePerson(tx, 'owner', body.owner ?? null),
    due: body.due ?? null,
    showCust: body.showCust ?? false,
    createdBy: actor,
  });
  const added = presentAction(row);
  audit([{ actor, entity: 'action', entityId: row.aid, record: { kind: 'issue', id: body.iid }, action: 'create', after: added }]);
  changes.add({ type: 'actions', iid: body.iid, sid: issue.sid, aids: [row.aid] });
  return added;
}
