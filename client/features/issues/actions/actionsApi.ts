// An NCR's actions (issue 36): the one place the actions talk to the server, and how they sit in the query cache.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Action } from '../../../../shared/records.ts';
import { recordName } from '../../../../shared/recordNames.ts';
import { apiPost } from '../../../lib/api/http.ts';
import { queryKeys } from '../../../lib/api/queryKeys.ts';
import type { SaveOptions } from '../../../lib/drafts/draftKinds.ts';
import { forgetRecordDrafts } from '../../../lib/drafts/draftStore.ts';

/** An NCR's actions, oldest first; kept live by the 'issue:actions' event of its room (client/lib/live/liveCache.ts). */
export function useActions(iid: number) {
  return useQuery({
    queryKey: queryKeys.actions(iid),
    queryFn: async () => (await apiPost('actions', { iid })).actions,
    enabled: iid > 0,
  });
}

/** An add as the device keeps it until it is sent (lib/drafts/addStore.ts), without its key: the call's input. */
export type ActionAdd = Omit<Parameters<typeof apiPost<'addAction'>>[1], 'key'>;

export async function addAction(key: string, body: ActionAdd): Promise<Action> {
  return (await apiPost('addAction', { ...body, key })).action;
}

export async function saveAction(aid: number, changes: Partial<Action>, modif: string, options: SaveOptions = {}): Promise<Action> {
  return (await apiPost('updateAction', { ...changes, aid, modif }, options)).action;
}

export async function verifyAction(aid: number, note: string): Promise<Action> {
  return (await apiPost('verifyAction', { aid, note })).action;
}

export async function removeAction(client: QueryClient, action: Action): Promise<void> {
  await apiPost('removeAction', { aid: action.aid });
  forgetRecordDrafts(recordName('action', action.aid)); // nothing left to save it to
  client.setQueryData<Action[]>(queryKeys.actions(action.iid), (list) => list?.filter((item) => item.aid !== action.aid));
}

/**
 * Puts a saved action into its NCR's list, unless the list holds a later state of it; one not in the list joins
 * it at the end only when it was just `added` (a save answered after a removal does not bring it back).
 */
export function storeAction(client: QueryClient, action: Action, added = false): void {
  client.setQueryData<Action[]>(queryKeys.actions(action.iid), (list) => {
    if (!list) return list;
    const known = list.find((item) => item.aid === action.aid);
    if (!known) return added ? [...list, action] : list;
    if (known.modif > action.modif) return list;
    return list.map((item) => (item.aid === action.aid ? action : item));
  });
}
