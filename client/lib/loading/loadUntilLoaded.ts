// Code that loads in the background (the live socket, the notifications, the command palette) must not fail
// for good because the network was away at that moment: the page would stay without it until a reload, and a
// component that renders it would throw.
import { onOnlineChange } from '../offline/online.ts';

/** How soon a failed load is tried again (at once when the network comes back). */
export const RETRY_MS = 5000;

/** `load()`'s result; a failed load is tried again when the network is back, and every RETRY_MS meanwhile. */
export function loadUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => new Promise<T>((resolve) => {
    const retry = () => {
      stop();
      clearTimeout(timer);
      resolve(loadUntilLoaded(load));
    };
    const stop = onOnlineChange((online) => { if (online) retry(); });
    const timer = setTimeout(retry, RETRY_MS);
  }));
}
