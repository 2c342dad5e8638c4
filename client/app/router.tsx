import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { LayoutUnlessKiosk } from './LayoutUnlessKiosk.tsx';
import { RouteError } from './RouteError.tsx';

// Every screen is its own chunk; /service stays small and three.js loads only on /world.
export const router = createBrowserRouter([
  { path: paths.login, lazy: async () => ({ Component: (await import('../features/auth/LoginPage.tsx')).LoginPage }) },
  { path: paths.board, lazy: async () => ({ Component: (await import('../features/issues/NcrBoardPage.tsx')).NcrBoardPage }) },
  { path: paths.world, lazy: async () => ({ Component: (await import('../features/globe/GlobePage.tsx')).GlobePage }) },
  {
    element: <LayoutUnlessKiosk />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to={paths.stations} replace /> },
      { path: paths.stations, lazy: async () => ({ Component: (await import('../features/stations/StationListPage.tsx')).StationListPage }) },
      { path: paths.addStation, lazy: async () => ({ Component: (await import('../features/stations/AddStationPage.tsx')).AddStationPage }) },
      { path: '/service/station', lazy: async () => ({ Component: (await import('../features/stations/StationPage.tsx')).StationPage }) },
      { path: paths.issues, lazy: async () => ({ Component: (await import('../features/issues/IssueListPage.tsx')).IssueListPage }) },
      { path: '/ncr/add', lazy: async () => ({ Component: (await import('../features/issues/AddIssuePage.tsx')).AddIssuePage }) },
      { path: '/ncr/issue', lazy: async () => ({ Component: (await import('../features/issues/IssuePage.tsx')).IssuePage }) },
      { path: paths.dashboard, lazy: async () => ({ Component: (await import('../features/dashboard/NcrDashboardPage.tsx')).NcrDashboardPage }) },
      { path: paths.activity, lazy: async () => ({ Component: (await import('../features/activity/ActivityPage.tsx')).ActivityPage }) },
      { path: paths.kiosks, lazy: async () => ({ Component: (await import('../features/kiosks/KioskPage.tsx')).KioskPage }) },
      { path: '*', element: <Navigate to={paths.stations} replace /> },
    ],
  },
]);
