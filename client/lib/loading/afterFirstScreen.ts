// What no screen needs in order to show (the live socket, the notifications and modals, the command palette, the
// service worker's download of the app, the station list beside a station) starts once the first screen has
// shown: the page loaded, the screen's code and its API calls answered, the browser idle, and what rendered then
// on the screen (afterNextPaint.ts), or the user's first press or key on it. Started sooner, it competes with that
// screen for the network and the main thread: on a phone the screen's data arrives later and its largest text
// paints later.
import { afterNextPaint } from './afterNextPaint.ts';
import { useStoreInTransition } from './useStoreInTransition.ts';

/** At the latest this long after the start, whatever is still being waited for. */
const LATEST_MS = 10_000;

let pending = 0;
let onQuiet: (() => void) | null = null;
let shown: Promise<void> | undefined;
let hasShown = false;
const listeners = new Set<() => void>();

/**
 * Counts work in flight that a screen waits on, an API call (client/lib/api/http.ts) or a screen's code
 * (client/app/router.tsx): the first screen has shown once none is left and the browser is idle.
 */
export function trackPending<T>(work: Promise<T>): Promise<T> {
  pending++;
  const done = () => {
    pending--;
    if (pending === 0) onQuiet?.();
  };
  work.then(done, done);
  return work;
}

/** Runs `work` when the browser is idle; Safari has no requestIdleCallback: there a second later. */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 1000);
}

/**
 * Resolves once the first screen has shown (see above): the page loaded, no code or API call in flight, the browser
 * idle, the screen painted; or at the user's first press or key. Someone using the screen has it, and what they
 * set off is their work, not the screen's: a slow call of theirs (the next page of a long history) kept the
 * live socket from connecting until LATEST_MS, and a colleague's change did not show meanwhile.
 */
export function afterFirstScreen(): Promise<void> {
  shown ??= new Promise<void>((resolve) => {
    const input = new AbortController();
    const done = () => {
      if (hasShown) return;
      onQuiet = null;
      window.clearTimeout(latest);
      input.abort();
      hasShown = true;
      for (const listener of listeners) listener();
      resolve();
    };
    const latest = window.setTimeout(done, LATEST_MS);
    for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, done, { capture: true, signal: input.signal });
    // Work may start meanwhile (a screen's second query): then its end tries again. Idle, then what rendered
    // meanwhile on the screen: one idle period can come before the render of an answer handed over in a timer
    // task (TanStack Query's), and the whole station list's download then started before the list's first rows
    // painted (Lighthouse counted it into their paint: 3.1-3.3 s instead of 2.5 s).
    const whenQuiet = () => whenIdle(() => afterNextPaint(() => { if (pending === 0) done(); }));
    const start = () => {
      onQuiet = whenQuiet;
      if (pending === 0) whenQuiet();
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
  return shown;
}

/** Whether the first screen has shown (see afterFirstScreen): false until then, true from then on. */
export function firstScreenShown(): boolean {
  return hasShown;
}

/** firstScreenShown, as a component's state. */
export function useFirstScreenShown(): boolean {
  return useStoreInTransition(subscribeShown, firstScreenShown);
}

function subscribeShown(listener: () => void): () => void {
  listeners.add(listener);
  void afterFirstScreen();
  return () => { listeners.delete(listener); };
}
