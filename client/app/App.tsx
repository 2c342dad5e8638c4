import { MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from 'react-router-dom';
import { CACHE_MAX_AGE_MS, queryClient, queryPersister } from '../lib/api/queryClient.ts';
import { LateWidgets } from './LateWidgets.tsx';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME } from './colorScheme.ts';
import { readableColors } from './readableColors.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';

/** Changed when the shape of cached data changes: a cache of another version is dropped. */
const CACHE_VERSION = '2';

/**
 * What came from this device shows at once, and is fetched again (when online) as if it were stale: all of it but
 * what this page has fetched already or is fetching (a route's loader starts its screen's data beside the restore).
 */
const refreshRestored = () => queryClient.invalidateQueries({
  predicate: (query) => query.state.fetchStatus === 'idle' && query.state.dataUpdatedAt < performance.timeOrigin,
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors} colorSchemeManager={colorSchemeManager} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
      <PersistQueryClientProvider client={queryClient} persistOptions={{ persister: queryPersister, maxAge: CACHE_MAX_AGE_MS, buster: CACHE_VERSION }}
        onSuccess={refreshRestored}>
        <RouterProvider router={router} />
        <LateWidgets />
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
