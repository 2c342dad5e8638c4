// React's lazy and Suspense, but a part whose code has loaded shows at once. React reveals what suspended under a
// fallback no sooner than 300 ms after the last fallback shown anywhere (it throttles such reveals so that a screen
// does not come in steps): a station's fields showed 300-450 ms after their loader, whenever their code came, and
// the list's first rows up to half a second after their code and data had come, on a third of the loads. A boundary
// mounted afresh is not throttled: a boundary showing its fallback mounts again once the code of the parts it
// waits for has loaded (what is under it is not on the screen), and shows them. A boundary `inSlices` mounts again
// in a transition, which React renders in slices between which the browser paints and takes input: at normal
// priority a station's fields and its header's details mounted in one task of 240 ms at 4x CPU, the longest of its
// load. Not a screen's first part: in slices, the stations list's first rows painted 0.1 s later.
import { createContext, lazy, startTransition, Suspense, useCallback, useContext, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';

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

interface Attempts {
  attempt: number;
  parts: Set<Promise<unknown>>;
  shown: number | null;
}

/** Rendered beside a boundary's parts: says when they are on the screen. */
function OnScreen({ onShown }: { onShown: () => void }) {
  useLayoutEffect(onShown, [onShown]);
  return null;
}

/**
 * Suspense whose lazyAtOnce parts show as soon as their code is there; `inSlices` for a large part below the
 * screen's largest text (see above).
 */
export function SuspenseAtOnce({ fallback, inSlices = false, children }: { fallback: ReactNode; inSlices?: boolean; children: ReactNode }) {
  // Each attempt collects the code its parts load. A retry mounts the boundary again under the next attempt's key,
  // unless its parts were shown meanwhile (`shown`, the key they showed under): React's own retry of the boundary
  // can commit ahead of this one (a transition), and a part mounted again loses what was done with it since (a
  // search typed into a select, its dropdown open). A state, not a ref: React applies a retry and the showing in
  // the order they happened, whichever it renders first.
  const [{ attempt, parts, shown }, setAttempts] = useState<Attempts>(() => ({ attempt: 0, parts: new Set(), shown: null }));
  const key = shown ?? attempt;
  const retry = useCallback(() => {
    const next = () => setAttempts((current) => ({ attempt: current.attempt + 1, parts: new Set(), shown: null }));
    if (inSlices) startTransition(next);
    else next();
  }, [inSlices]);
  const onShown = useCallback(() => setAttempts((current) => (current.shown === null ? { ...current, shown: key } : current)), [key]);
  return (
    <Awaited.Provider value={parts}>
      <Suspense key={key} fallback={<Waiting awaited={parts} retry={retry}>{fallback}</Waiting>}>
        <OnScreen onShown={onShown} />
        {children}
      </Suspense>
    </Awaited.Provider>
  );
}
