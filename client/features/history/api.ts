// A record's history from the server, a page at a time, and putting an earlier value back.
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { recordName, type HistoryKind } from '../../../shared/recordNames.ts';
import { HISTORY_PAGE_DEFAULT } from '../../../shared/schemas/history.ts';
import { draftKind } from '../../lib/drafts/draftKinds.ts';
import { forgetSavedHere } from '../../lib/drafts/draftSender.ts';
import { apiPost } from '../../lib/api/http.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';
import type { Restore, RestoreTarget } from './restoreValue.ts';

/**
 * The changes of a station or an NCR, newest first, HISTORY_PAGE_DEFAULT a page ("Show older changes" fetches
 * the next). Kept live: the record's room events invalidate it (client/lib/live/liveCache.ts).
 */
export function useRecordHistory(kind: HistoryKind, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.history(kind, id),
    queryFn: ({ pageParam }) => apiPost('history', { kind, id, limit: HISTORY_PAGE_DEFAULT, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    enabled,
  });
}

/**
 * Puts an earlier value back through the record's normal update call, saved and stored as the editor's autosave
 * does (its kind's draftKind, registered by its feature): the server audits it, tells everyone (the other
 * browsers' fields follow) and merges a multi-line text into its shared text; the saved record goes into this
 * browser's cache, where the open editor shows it.
 */
export async function restoreValue(client: QueryClient, target: RestoreTarget, restore: Restore): Promise<void> {
  const id = target.kind === 'station' ? target.record.sid : target.record.iid;
  // An NCR's action's field goes through the action's update; the NCR's history shows it.
  const record = restore.record ?? { kind: target.kind, id, modif: target.record.modif };
  const kind = draftKind(record.kind);
  if (!kind) throw new Error(`${record.kind}s cannot be saved yet`);
  kind.stored(await kind.save(record.id, restore.changes, record.modif, {}), restore.changes);
  // A value this device saved earlier is no conflict now that this device put another back.
  forgetSavedHere(recordName(record.kind, record.id), restore.field);
  // The room's event refreshes the history too; this does it at once, also while the socket reconnects.
  void client.invalidateQueries({ queryKey: queryKeys.history(target.kind, id) });
}
