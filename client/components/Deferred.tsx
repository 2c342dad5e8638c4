import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children render right after what is around them has painted, in a deferred render that React interrupts
 * to let the browser handle input and paint (no long task), rather than in the same render as the rest. For a
 * screen's lower part: its top shows sooner.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const show = useDeferredValue(true, false);
  return show ? children : null;
}
