// The service worker that keeps the app shell on this device (vite.config.ts, Workbox), registered once.
import { Workbox } from 'workbox-window';

/** Registers /sw.js in built apps (the dev server has none); a new version takes over at the next load. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  new Workbox('/sw.js').register().catch((error: unknown) => console.error('The offline app shell could not be installed', error));
}
