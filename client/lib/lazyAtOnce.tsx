// React's lazy and Suspense, but a part whose code has loaded shows at once. React reveals what suspended under a
// fallback no sooner than 300 ms after the last fallback shown anywhere (it throttles such reveals so that a screen
// does not come in steps): a station's fields showed 300-450 ms after their loader, whenever their code came, and
// the list's first rows up to half a second after their code and data had come, on a third of the loads. A boundary
// mounted afresh at normal priority is not throttled: each part's code, once loaded, mounts again the boundaries
// that are showing their fallback (what is under them is not on the screen), and they show what has loaded.
import { lazy, Suspense, useEffect, useReducer, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

const waiting = new Set<() => void>();

function partLoaded(): void {
  for (const retry of waiting) retry();
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
function Waiting({ retry, children }: { retry: () => void; children: ReactNode }) {
  useEffect(() => {
    waiting.add(retry);
    return () => { waiting.delete(retry); };
  }, [retry]);
  return children;
}

/** Suspense whose lazyAtOnce parts show as soon as their code is there. */
export function SuspenseAtOnce({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  return <Suspense key={attempt} fallback={<Waiting retry={retry}>{fallback}</Waiting>}>{children}</Suspense>;
}
