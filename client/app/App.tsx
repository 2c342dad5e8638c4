import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from 'react-router-dom';
import { CACHE_MAX_AGE_MS, queryClient, queryPersister } from '../lib/queryClient.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';

/** Changed when the shape of cached data changes: a cache of another version is dropped. */
const CACHE_VERSION = '2';

/** What came from this device shows at once, and is fetched again (when online) as if it were stale. */
const refreshRestored = () => queryClient.invalidateQueries();

export function App() {
  return (
    <MantineProvider theme={theme}>
      <PersistQueryClientProvider client={queryClient} persistOptions={{ persister: queryPersister, maxAge: CACHE_MAX_AGE_MS, buster: CACHE_VERSION }}
        onSuccess={refreshRestored}>
        <ModalsProvider>
          <Notifications position="top-right" />
          <RouterProvider router={router} />
        </ModalsProvider>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
