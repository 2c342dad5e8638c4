import { useSpotlight } from '@mantine/spotlight';
import { useEffect, useState } from 'react';
import { afterFirstScreen } from '../../lib/loading/afterFirstScreen.ts';
import { loadUntilLoaded } from '../../lib/loading/loadUntilLoaded.ts';
import { lazyAtOnce, SuspenseAtOnce } from '../../lib/loading/lazyAtOnce.tsx';
import { paletteStore } from './paletteStore.ts';
import { useShortcuts } from './useShortcuts.ts';

const loadPalette = () => loadUntilLoaded(() => import('./CommandPalette.tsx'));
const CommandPalette = lazyAtOnce(async () => (await loadPalette()).CommandPalette);

/**
 * The keyboard shortcuts and the command palette of the staff screens (mounted once, by the layout). The palette
 * is no part of the first screen: its code loads after it (afterFirstScreen.ts), and it is mounted when first
 * opened.
 */
export function KeyboardCommands() {
  useShortcuts();
  const { opened } = useSpotlight(paletteStore);
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);
  useEffect(() => void afterFirstScreen().then(loadPalette), []);
  return used ? <SuspenseAtOnce fallback={null}><CommandPalette /></SuspenseAtOnce> : null;
}
