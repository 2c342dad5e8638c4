import { AUTOSAVE_ISSUE_MS } from '../../../../shared/constants.ts';
import type { Action } from '../../../../shared/records.ts';
import { queryClient } from '../../../lib/api/queryClient.ts';
import { registerAddKind } from '../../../lib/drafts/addSender.ts';
import { registerDraftKind } from '../../../lib/drafts/draftKinds.ts';
import { addAction, saveAction, storeAction, type ActionAdd } from './actionsApi.ts';

/**
 * How an NCR's actions are saved, as its other fields are (issueDrafts.ts): their drafts every 1871 ms while dirty,
 * History's Restore, and an action added offline, sent with its key when the network is back.
 */
export function registerActionDrafts(): void {
  registerDraftKind('action', {
    intervalMs: AUTOSAVE_ISSUE_MS,
    save: (aid, changes, base, options) => saveAction(aid, changes as Partial<Action>, base, options),
    stored: (record) => storeAction(queryClient, record as Action),
    currentOf: (body) => (typeof body === 'object' && body !== null && 'action' in body ? body.action as Action : undefined),
  });
  registerAddKind('action', {
    intervalMs: AUTOSAVE_ISSUE_MS,
    send: (add) => addAction(add.key, add.body as ActionAdd),
    stored: (_add, record) => storeAction(queryClient, record as Action, true),
  });
}
