import { useSyncExternalStore } from 'react';

/** How often relative times ('5 minutes ago') move on. */
const TICK_MS = 30_000;

// One timer for every relative time on the screen, running only while one is shown.
const listeners = new Set<() => void>();
let timer: number | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= window.setInterval(() => listeners.forEach((notify) => notify()), TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.clearInterval(timer);
    timer = undefined;
  };
}

const noSubscription = () => () => {};
/** Which TICK_MS period it is: what re-renders the users of useNow once a period. */
const period = () => Math.floor(Date.now() / TICK_MS);

/** The time now; while `live`, the component renders again every TICK_MS to move on with it. */
export function useNow(live = true): Date {
  useSyncExternalStore(live ? subscribe : noSubscription, period);
  return new Date();
}
