import { Loader } from '@mantine/core';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { KIOSK_PAGES } from '../../shared/paths.ts';
import { SuspenseAtOnce } from '../lib/loading/lazyAtOnce.tsx';
import { Layout } from './Layout.tsx';

/**
 * The app's layout, but for a wall screen's page opened with ?kiosk=TOKEN (a KIOSK_PAGES page inside the
 * layout, such as the NCR dashboard): that stands alone, without the navigation, the account menu and the
 * calls a kiosk may not make.
 */
export function LayoutUnlessKiosk() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (!params.has('kiosk') || !KIOSK_PAGES.includes(pathname)) return <Layout />;
  return (
    <SuspenseAtOnce fallback={<Loader m="xl" />}>
      <Outlet />
    </SuspenseAtOnce>
  );
}
