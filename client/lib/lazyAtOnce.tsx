// React's lazy and Suspense, but a part whose code has loaded shows at once. React reveals what suspended under a
// fallback no sooner than 300 ms after the last fallback shown anywhere (it throttles such reveals so that a screen
// does not come in steps): a station's fields showed 300-450 ms after their loader, whenever their code came, and
// the list's first rows up to half a second after their code and data had come, on a third of the loads. A boundary
// mounted afresh is not throttled: each part's code, once loaded, mounts again the boundaries that are showing
// their fallback (what is under them is not on the screen), and they show what has loaded. A boundary `inSlices`
// mounts in a transition, which React renders in slices between which the browser paints and takes input: at
// normal priority a station's fields and its header's details mounted in one task of 240 ms at 4x CPU, the
// longest of its load. Not a screen's first part: in slices, the stations list's first rows painted 0.1 s later.
import { lazy, startTransition, Suspense, useCallback, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** The boundaries showing their fallback: each one's retry, and whether it mounts in slices. */
const waiting = new Map<() => void, boolean>();

function partLoaded(): void {
  const retries = [...waiting];
  for (const [retry, inSlices] of retries) if (!inSlices) retry();
  startTransition(() => { for (const [retry, inSlices] of retries) if (inSlices) retry(); });
}

/** React's lazy, for a component under a SuspenseAtOnce: its code's arrival has the boundaries waiting try again. */
export function lazyAtOnce<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const loading = load().then((component) => ({ default: component }));
    // Once React's own `then` (added when this returns) has taken the code: at the end of the same microtasks.
    void loading.then(() => queueMicrotask(partLoaded), () => {});
    return loading;
  });
}

/** The fallback, shown: while it is, a part's code loading mounts the boundary again. */
function Waiting({ retry, inSlices, children }: { retry: () => void; inSlices: boolean; children: ReactNode }) {
  useEffect(() => {
    waiting.set(retry, inSlices);
    return () => { waiting.delete(retry); };
  }, [retry, inSlices]);
  return children;
}

/**
 * Suspense whose lazyAtOnce parts show as soon as their code is there; `inSlices` for a large part below the
 * screen's largest text (see above).
 */
export function SuspenseAtOnce({ fallback, inSlices = false, children }: { fallback: ReactNode; inSlices?: boolean; children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  // The same next attempt however many parts load while the fallback shows: the boundary mounts again once.
  const retry = useCallback(() => setAttempt(attempt + 1), [attempt]);
  return <Suspense key={attempt} fallback={<Waiting retry={retry} inSlices={inSlices}>{fallback}</Waiting>}>{children}</Suspense>;
}
