import { useEffect } from 'react';
import { afterFirstScreen } from '../lib/loading/afterFirstScreen.ts';
import { lateWidgets, useLateWidgetsWanted } from '../lib/loading/lateWidgets.ts';
import { loadUntilLoaded } from '../lib/loading/loadUntilLoaded.ts';
import { lazyAtOnce, SuspenseAtOnce } from '../lib/loading/lazyAtOnce.tsx';

const Widgets = lazyAtOnce(async () => (await loadUntilLoaded(() => import('./Widgets.tsx'))).Widgets);

/**
 * Mounts the notifications and the modals' manager once the first screen has shown (afterFirstScreen.ts), or sooner
 * when one is to be shown (client/lib/loading/lateWidgets.ts): their code (Mantine's Notifications, Modal and their
 * transitions) is no part of the first screen's.
 */
export function LateWidgets() {
  const wanted = useLateWidgetsWanted();
  useEffect(() => void afterFirstScreen().then(lateWidgets), []);
  return wanted ? <SuspenseAtOnce fallback={null}><Widgets /></SuspenseAtOnce> : null;
}
