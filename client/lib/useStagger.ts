import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` parts of a long form to show: the first at once, then one more after each commit (in a
 * transition), so that the form mounts in several short tasks, each laying out and measuring its own part,
 * rather than in one long one during which the page does not respond.
 */
export function useStagger(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= count) return;
    const next = setTimeout(() => startTransition(() => setShown((current) => current + 1)), 0);
    return () => clearTimeout(next);
  }, [shown, count]);
  return Math.min(shown, count);
}
