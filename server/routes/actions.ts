import { api } from '../../shared/api.ts';
import { addAction } from '../commands/addAction.ts';
import { removeAction } from '../commands/removeAction.ts';
import { updateAction } from '../commands/updateAction.ts';
import { verifyAction } from '../commands/verifyAction.ts';
import { requireUser } from '../auth/access.ts';
import { notFound } from '../errors.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import { presentAction, presentActionListItem } from '../presenters/action.ts';
import { listActions, listAllActions } from '../repositories/actions.ts';
import { recordExists } from '../repositories/docRecords.ts';
import type { AppContext } from './context.ts';
import { read, write } from './endpoint.ts';

/** An NCR's actions (issue 36): staff only, like every call not marked for kiosks. */
export function actionCalls(ctx: AppContext, calls: ApiCalls): void {
  const { sql } = ctx;

  read(calls, api.actions, async ({ iid }) => {
    const actions = await listActions(sql, iid);
    if (actions.length === 0 && !(await recordExists(sql, 'issue', iid))) throw notFound(`Issue ${iid} not found`);
    return { actions: actions.map(presentAction) };
  });

  read(calls, api.allActions, async () => ({ actions: (await listAllActions(sql)).map(presentActionListItem) }));

  write(calls, ctx, api.addAction, async (w, body) => ({ action: await addAction(w, body) }));

  write(calls, ctx, api.updateAction, async (w, body) => ({ action: await updateAction(w, body) }));

  // Who verified is the caller's person; an account that is no one of the people list is recorded by its name,
  // so that a Verified action always says who verified it.
  write(calls, ctx, api.verifyAction, async (w, { aid, note }, caller) => {
    const user = requireUser(caller);
    return { action: await verifyAction(w, aid, note, { person: user.person || user.name, ownerMayVerify: ctx.config.actionOwnerMayVerify }) };
  });

  write(calls, ctx, api.removeAction, async (w, { aid }) => {
    await removeAction(w, aid);
    return {};
  });
}
