// The NCR dashboard's query, and what keeps it live: the one place the dashboard talks to the server.
import { useThrottledCallback } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rooms } from '../../../shared/realtime.ts';
import { apiPost } from '../../lib/api/http.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';
import { onRoomsRejoined, withSocket } from '../../lib/live/socket.ts';
import { useLiveRooms } from '../../lib/live/useLive.ts';

/** At most one refetch this often while NCRs change: a burst of edits costs one query, plus one for its end. */
export const DASHBOARD_REFETCH_MS = 2000;
/** Fetched again this often even without changes, so a wall screen moves on to a new week and month. */
const DASHBOARD_REFRESH_MS = 10 * 60_000;

export function useNcrDashboard() {
  return useQuery({
    queryKey: queryKeys.ncrDashboard,
    queryFn: () => apiPost('ncrDashboard', {}),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

/**
 * Keeps the dashboard live: its figures are aggregates the events cannot patch, so a changed or deleted NCR
 * (the issues room's `issues:row`, `issue:deleted`) fetches them again, at most once per DASHBOARD_REFETCH_MS;
 * so does a reconnect that lost events. A change of an action (issue 36) changes its NCR's row (its open
 * actions' due dates: server/realtime/audiences.ts), and a root cause or effectiveness result is on the row too
 * (rc, eff): the open actions per owner, the root causes and the reviews follow by the same event.
 */
export function useLiveNcrDashboard(): void {
  const client = useQueryClient();
  useLiveRooms([rooms.issues]);
  const refetch = useThrottledCallback(() => void client.invalidateQueries({ queryKey: queryKeys.ncrDashboard }), DASHBOARD_REFETCH_MS);
  useEffect(() => withSocket((socket) => {
    socket.on('issues:row', refetch);
    socket.on('issue:deleted', refetch);
    const stopRejoined = onRoomsRejoined(refetch);
    return () => {
      socket.off('issues:row', refetch);
      socket.off('issue:deleted', refetch);
      stopRejoined();
    };
  }), [refetch]);
}
