import { Loader } from '@mantine/core';
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

// Where a screen shows while its code loads (router.tsx's screen()): a loader, then the screen as soon as its code
// is there. React reveals what suspended under a fallback shown no sooner than 300 ms after the last fallback
// shown anywhere (it throttles such reveals so that a screen does not flash); on the first screen that held the
// list's rows back by up to a third of a second after their code and data were there, on half the loads. A render
// of the boundary at normal priority reveals at once: each screen's code, once loaded, renders it again.

let loaded = 0;
const listeners = new Set<() => void>();

/** A screen's code has loaded (and React's lazy has it): the boundary renders again, and shows it. */
export function screenCodeLoaded(): void {
  loaded++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

export function ScreenSuspense({ children }: { children: ReactNode }) {
  useSyncExternalStore(subscribe, () => loaded);
  return <Suspense fallback={<Loader m="xl" />}>{children}</Suspense>;
}
