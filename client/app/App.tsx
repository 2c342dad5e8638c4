import { MantineProvider, useMatches } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from 'react-router-dom';
import { CACHE_MAX_AGE_MS, queryClient, queryPersister } from '../lib/queryClient.ts';
import { readableColors } from './readableColors.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';

/** Changed when the shape of cached data changes: a cache of another version is dropped. */
const CACHE_VERSION = '2';

/** What came from this device shows at once, and is fetched again (when online) as if it were stale. */
const refreshRestored = () => queryClient.invalidateQueries();

/**
 * Notifications at the bottom, where they cover nothing the user needs next (at the top they hid the header's save
 * state, upload progress, Delete and the account menu); centred on a phone, where they take the whole width.
 */
function AppNotifications() {
  return <Notifications position={useMatches({ base: 'bottom-center', sm: 'bottom-right' } as const)} />;
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
      <PersistQueryClientProvider client={queryClient} persistOptions={{ persister: queryPersister, maxAge: CACHE_MAX_AGE_MS, buster: CACHE_VERSION }}
        onSuccess={refreshRestored}>
        <ModalsProvider>
          <AppNotifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
