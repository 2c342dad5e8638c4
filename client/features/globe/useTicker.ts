import { useEffect, useRef } from 'react';

/** Calls `tick` every `ms` while `enabled`, skipping the ticks of a hidden tab. */
export function useTicker(tick: () => void, ms: number, enabled = true): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) latest.current();
    }, ms);
    return () => window.clearInterval(timer);
  }, [ms, enabled]);
}
