import { startTransition, useEffect, useState } from 'react';

/**
 * useSyncExternalStore for a store whose changes nobody is waiting on (the live connection's state, the first
 * screen having shown): each change renders in a transition, which React does in slices between which the
 * browser paints and takes input, where useSyncExternalStore renders every change at once, in one task (on a
 * record's screen, a whole screen's render while it loads). Not for a value shown together with one of a
 * useSyncExternalStore (the network's state beside the drafts' in the save state): for a moment the two would
 * disagree on screen. A change between the first render and the subscription is caught up at once. `subscribe`
 * and `snapshot` are module-level functions (stable).
 */
export function useStoreInTransition<T>(subscribe: (onChange: () => void) => () => void, snapshot: () => T): T {
  const [value, setValue] = useState(snapshot);
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => snapshot()));
    update();
    return subscribe(update);
  }, [subscribe, snapshot]);
  return value;
}
