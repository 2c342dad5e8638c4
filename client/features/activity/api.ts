// The Activity page's queries: the feed of a view, a page at a time, kept live (its person filter's accounts:
// lib/format/people.ts).
import { useThrottledCallback } from '@mantine/hooks';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { rooms } from '../../../shared/realtime.ts';
import { HISTORY_PAGE_DEFAULT } from '../../../shared/schemas/history.ts';
import { apiPost } from '../../lib/api/http.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';
import { withSocket } from '../../lib/live/socket.ts';
import { useLiveRooms } from '../../lib/live/useLive.ts';
import { activityFilterOf, type ActivityView } from './activityView.ts';
import { withNewerEntries, type FeedPages } from './newerEntries.ts';

/** At most one refresh this often while changes come in: a burst costs one request, and one for its end. */
const ACTIVITY_REFRESH_MS = 1000;

const feedKey = (view: ActivityView) => queryKeys.activity({ ...view });

/** A page of a view's feed: the first, or the one after `before`. */
const feedPage = (view: ActivityView, before: string | null) =>
  apiPost('activity', { ...activityFilterOf(view), limit: HISTORY_PAGE_DEFAULT, ...(before ? { before } : {}) });

/** The changes of every station and NCR in a view, newest first, HISTORY_PAGE_DEFAULT a page. */
export function useActivity(view: ActivityView) {
  return useInfiniteQuery({
    queryKey: feedKey(view),
    queryFn: ({ pageParam }) => feedPage(view, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}

/**
 * Keeps a view's feed live: each `activity` event (the staff-only activity room) fetches its first page again,
 * at most once per ACTIVITY_REFRESH_MS, and puts what is new on top; the older pages the reader opened stay as
 * they are (see withNewerEntries). While a page is being fetched the refresh waits for it: that fetch would
 * otherwise put back the feed as it was when it started. A reconnect that lost events refetches the whole
 * feed (useLiveRooms).
 */
export function useLiveActivity(view: ActivityView): void {
  const client = useQueryClient();
  useLiveRooms([rooms.activity]);
  const retryTimer = useRef<number | undefined>(undefined);

  const refresh = useThrottledCallback(async () => {
    const key = feedKey(view);
    const busy = () => client.getQueryState(key)?.fetchStatus === 'fetching';
    const later = () => {
      window.clearTimeout(retryTimer.current);
      retryTimer.current = window.setTimeout(() => void refresh(), ACTIVITY_REFRESH_MS);
    };
    if (busy()) return later();
    if (!client.getQueryData(key)) return; // not loaded (it failed): loading it brings the news
    try {
      const fresh = await feedPage(view, null);
      if (busy()) return later();
      const shown = client.getQueryData<FeedPages>(key);
      if (!shown) return;
      const updated = withNewerEntries(shown, fresh);
      if (updated === null) void client.invalidateQueries({ queryKey: key });
      else if (updated !== shown) client.setQueryData(key, updated);
    } catch {
      // Offline or the server away: the socket's reconnect refetches the whole feed; else the next event tries again.
    }
  }, ACTIVITY_REFRESH_MS);

  useEffect(() => {
    const stop = withSocket((socket) => {
      const onActivity = () => void refresh();
      socket.on('activity', onActivity);
      return () => { socket.off('activity', onActivity); };
    });
    return () => {
      stop();
      window.clearTimeout(retryTimer.current);
    };
  }, [refresh]);
}
