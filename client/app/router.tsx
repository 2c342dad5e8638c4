import { Center, Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunction } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { loadEarthImage } from '../features/globe/earthTexture.ts';
import { GlobeLoading } from '../features/globe/GlobeLoading.tsx';
import { prefetchAllActions } from '../features/actions/api.ts';
import { prefetchIssues } from '../features/issues/api.ts';
import { prefetchStation, prefetchStations } from '../features/stations/api.ts';
import { trackPending } from '../lib/loading/afterFirstScreen.ts';
import { lazyAtOnce } from '../lib/loading/lazyAtOnce.tsx';
import { LayoutUnlessKiosk } from './LayoutUnlessKiosk.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * A loader that only starts loading a screen's data (into the query cache, where the screen looks for it), so that
 * it comes beside the screen's code, not after it; with `shouldRevalidate` off, only when the screen opens (not at
 * every change of its URL's parameters).
 */
const prefetching = (start: (url: URL) => void): { loader: LoaderFunction; shouldRevalidate: () => boolean } => ({
  loader: ({ request }) => {
    start(new URL(request.url));
    return null;
  },
  shouldRevalidate: () => false,
});

/** A screen's code, loading: what runs after the first screen (afterFirstScreen.ts) waits for it. */
const screenCode = <M,>(load: () => Promise<M>): Promise<M> => trackPending(load());

/**
 * A screen inside the layout whose code loads when it is first shown: the layout (the header) paints meanwhile,
 * its Suspense showing a loader, rather than nothing until the screen's code is there (as with the route's
 * `lazy`). Navigations are transitions, so the screen shown stays until the next one's code has loaded.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazyAtOnce(async () => pick(await screenCode(load)));
}

/** What a screen outside the layout shows while its code loads at the app's start. */
function ScreenLoading() {
  return <Center py={120}><Loader aria-label="Loading" /></Center>;
}

// Every screen is its own chunk; /service stays small and three.js loads only on /world.
export const router = createBrowserRouter([
  { path: paths.login, HydrateFallback: ScreenLoading, lazy: async () => ({ Component: (await screenCode(() => import('../features/auth/LoginPage.tsx'))).LoginPage }) },
  { path: paths.board, HydrateFallback: ScreenLoading, lazy: async () => ({ Component: (await screenCode(() => import('../features/issues/NcrBoardPage.tsx'))).NcrBoardPage }) },
  {
    // Dark from the first frame; the map's image and the locations load beside the page's code (a megabyte).
    path: paths.world,
    HydrateFallback: GlobeLoading,
    lazy: async () => {
      loadEarthImage().catch(() => {}); // only a head start: the globe asks again and shows what went wrong
      void import('../features/globe/api.ts').then((globe) => globe.prefetchLocations());
      return { Component: (await screenCode(() => import('../features/globe/GlobePage.tsx'))).GlobePage };
    },
  },
  {
    element: <LayoutUnlessKiosk />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to={paths.stations} replace /> },
      { path: paths.stations, ...prefetching(prefetchStations), Component: screen(() => import('../features/stations/StationListPage.tsx'), (module) => module.StationListPage) },
      { path: paths.addStation, Component: screen(() => import('../features/stations/AddStationPage.tsx'), (module) => module.AddStationPage) },
      { path: '/service/station', ...prefetching(prefetchStation), Component: screen(() => import('../features/stations/StationPage.tsx'), (module) => module.StationPage) },
      { path: paths.issues, ...prefetching(prefetchIssues), Component: screen(() => import('../features/issues/IssueListPage.tsx'), (module) => module.IssueListPage) },
      { path: '/ncr/add', Component: screen(() => import('../features/issues/AddIssuePage.tsx'), (module) => module.AddIssuePage) },
      { path: '/ncr/issue', Component: screen(() => import('../features/issues/IssuePage.tsx'), (module) => module.IssuePage) },
      { path: paths.dashboard, Component: screen(() => import('../features/dashboard/NcrDashboardPage.tsx'), (module) => module.NcrDashboardPage) },
      { path: paths.actions, ...prefetching(prefetchAllActions), Component: screen(() => import('../features/actions/MyActionsPage.tsx'), (module) => module.MyActionsPage) },
      { path: paths.activity, Component: screen(() => import('../features/activity/ActivityPage.tsx'), (module) => module.ActivityPage) },
      { path: paths.kiosks, Component: screen(() => import('../features/kiosks/KioskPage.tsx'), (module) => module.KioskPage) },
      { path: '*', element: <Navigate to={paths.stations} replace /> },
    ],
  },
]);
