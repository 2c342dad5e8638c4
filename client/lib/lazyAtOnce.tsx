// React's lazy and Suspense, but a part whose code has loaded shows at once. React reveals what suspended under a
// fallback no sooner than 300 ms after the last fallback shown anywhere (it throttles such reveals so that a screen
// does not come in steps): a station's fields showed 300-450 ms after their loader, whenever their code came, and
// the list's first rows up to half a second after their code and data had come, on a third of the loads. A boundary
// mounted afresh is not throttled: a boundary showing its fallback mounts again once the code of the parts it
// waits for has loaded (what is under it is not on the screen), and shows them. A boundary `inSlices` mounts again
// in a transition, which React renders in slices between which the browser paints and takes input: at normal
// priority a station's fields and its header's details mounted in one task of 240 ms at 4x CPU, the longest of its
// load. Not a screen's first part: in slices, the stations list's first rows painted 0.1 s later.
import { createContext, lazy, startTransition, Suspense, useCallback, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** The code a boundary's parts are loading (what its fallback waits for), collected as they render. */
const Awaited = createContext<Set<Promise<unknown>> | null>(null);

/** React's lazy, for a component under a SuspenseAtOnce: its code's arrival has the boundary show it at once. */
export function lazyAtOnce<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded = false;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = true;
      return { default: component };
    });
    return loading;
  };
  const Lazy = lazy(start);
  return function Part(props: P) {
    const awaited = useContext(Awaited);
    if (!loaded) awaited?.add(start());
    return <Lazy {...props} />;
  };
}

/** The fallback, shown: once the code it waits for has loaded (or failed to), `retry` mounts the boundary again. */
function Waiting({ awaited, retry, children }: { awaited: Set<Promise<unknown>>; retry: () => void; children: ReactNode }) {
  useEffect(() => {
    if (awaited.size === 0) return; // waiting for something else: React shows it when it comes
    let shown = true;
    void Promise.allSettled(awaited).then(() => { if (shown) retry(); });
    return () => { shown = false; };
  }, [awaited, retry]);
  return children;
}

/**
 * Suspense whose lazyAtOnce parts show as soon as their code is there; `inSlices` for a large part below the
 * screen's largest text (see above).
 */
export function SuspenseAtOnce({ fallback, inSlices = false, children }: { fallback: ReactNode; inSlices?: boolean; children: ReactNode }) {
  // Each attempt collects the code its parts load.
  const [{ attempt, parts }, setAttempt] = useState(() => ({ attempt: 0, parts: new Set<Promise<unknown>>() }));
  const retry = useCallback(() => {
    const next = () => setAttempt({ attempt: attempt + 1, parts: new Set() });
    if (inSlices) startTransition(next);
    else next();
  }, [attempt, inSlices]);
  return (
    <Awaited.Provider value={parts}>
      <Suspense key={attempt} fallback={<Waiting awaited={parts} retry={retry}>{fallback}</Waiting>}>{children}</Suspense>
    </Awaited.Provider>
  );
}
