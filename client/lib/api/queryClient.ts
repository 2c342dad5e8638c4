import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http.ts';
import { isKeptLive } from '../live/liveQueries.ts';
import { createQueryPersister } from '../offline/queryPersister.ts';

/** How long data is kept on this device (and in memory) for offline use. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 3600_000;

/** The one cache of server state; kept on this device by `queryPersister` (see App.tsx). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      gcTime: CACHE_MAX_AGE_MS,
      refetchOnWindowFocus: false,
      // Back online, what a room keeps live is fetched by the socket's reconnect (useLive.ts): once, not twice.
      refetchOnReconnect: (query) => !isKeptLive(query.queryKey),
      retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
    // Offline a mutation runs and fails at once with "needs the network" (http.ts) instead of waiting unseen.
    mutations: { networkMode: 'always' },
  },
});

export const queryPersister = createQueryPersister();
