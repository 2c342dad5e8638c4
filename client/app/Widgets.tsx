import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useMatches } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { reportLateWidgetsMounted } from '../lib/loading/lateWidgets.ts';

/**
 * Notifications at the bottom, where they cover nothing the user needs next (at the top they hid the header's save
 * state, upload progress, Delete and the account menu); centred on a phone, where they take the whole width.
 */
function AppNotifications() {
  return <Notifications position={useMatches({ base: 'bottom-center', sm: 'bottom-right' } as const)} />;
}

/**
 * The notifications and the modals' manager (loaded by LateWidgets.tsx). Modals are opened with modals.open*
 * (client/components/modals.ts), which the manager hears through window events, so it wraps nothing.
 */
export function Widgets() {
  // After the manager's own effects, which start listening for the events.
  useEffect(reportLateWidgetsMounted, []);
  return (
    <>
      <AppNotifications />
      <ModalsProvider />
    </>
  );
}
