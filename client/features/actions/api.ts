// My actions' query (issue 36): every NCR's actions as listed, kept live by the actions room (client/lib/live/
// liveCache.ts: 'actions:row', 'actions:removed', 'issue:deleted'); the page narrows and orders them itself.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../lib/api/http.ts';
import { queryClient } from '../../lib/api/queryClient.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';

const allActionsQuery = queryOptions({
  queryKey: queryKeys.allActions,
  queryFn: async () => (await apiPost('allActions', {})).actions,
});

export function useAllActions() {
  return useQuery(allActionsQuery);
}

/** Starts loading the actions beside My actions' code (its route's loader, router.tsx). */
export function prefetchAllActions(): void {
  void queryClient.prefetchQuery(allActionsQuery);
}
