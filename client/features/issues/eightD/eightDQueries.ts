// The 8D view's data: the same cache entries as the NCR's page (its issue, its actions) and its station's page
// (its products), kept live by their rooms; and the NCR's whole history, for who took part (D1).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPost } from '../../../lib/api/http.ts';
import { queryKeys } from '../../../lib/api/queryKeys.ts';
import { useRecordHistory } from '../../history/api.ts';

/** An NCR's actions, in the order they were added; the issue room's 'issue:actions' keeps them live. */
export function useIssueActions(iid: number) {
  return useQuery({
    queryKey: queryKeys.issueActions(iid),
    queryFn: async () => (await apiPost('actions', { iid })).actions,
    enabled: iid > 0,
  });
}

/** A station with its products (the station page's entry). */
export function useStationDetail(sid: number) {
  return useQuery({ queryKey: queryKeys.station(sid), queryFn: () => apiPost('station', { sid }), enabled: sid > 0, retry: false });
}

/** History pages read at most for the team: an NCR's first thousand changes name everyone who took part. */
const HISTORY_PAGES_MAX = 20;

/** Every entry of an NCR's history (up to HISTORY_PAGES_MAX pages), newest first; undefined while it loads. */
export function useWholeHistory(iid: number) {
  const history = useRecordHistory('issue', iid, iid > 0);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, data } = history;
  const pages = data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && pages < HISTORY_PAGES_MAX) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, pages]);
  return data?.pages.flatMap((page) => page.entries);
}
