// The 8D view's data besides the NCR's page's own (its issue, its actions: actions/actionsApi.ts): its station's page's
// (its products), kept live by their rooms; and the NCR's whole history, for who took part (D1).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPost } from '../../../lib/api/http.ts';
import { queryKeys } from '../../../lib/api/queryKeys.ts';
import { useRecordHistory } from '../../history/api.ts';

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
