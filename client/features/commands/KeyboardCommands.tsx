import { useSpotlight } from '@mantine/spotlight';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../../lib/afterFirstScreen.ts';
import { loadUntilLoaded } from '../../lib/loadUntilLoaded.ts';
import { paletteStore } from './paletteStore.ts';
import { useShortcuts } from './useShortcuts.ts';

const loadPalette = () => loadUntilLoaded(() => import('./CommandPalette.tsx'));
const CommandPalette = lazy(async () => ({ default: (await loadPalette()).CommandPalette }));

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
  return used ? <Suspense fallback={null}><CommandPalette /></Suspense> : null;
}
