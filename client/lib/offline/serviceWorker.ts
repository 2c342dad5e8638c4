// The service worker that keeps the app shell on this device (vite.config.ts, Workbox), registered once.
import { afterFirstScreen } from '../loading/afterFirstScreen.ts';
import { loadUntilLoaded } from '../loading/loadUntilLoaded.ts';

/** Registers /sw.js in built apps (the dev server has none); a new version takes over at the next load. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // After the first screen: nothing on it waits for the worker, and its download of the app would compete with it.
  afterFirstScreen()
    .then(() => loadUntilLoaded(() => import('workbox-window')))
    .then(({ Workbox }) => new Workbox('/sw.js').register())
    .catch((error: unknown) => console.error('The offline app shell could not be installed', error));
}
