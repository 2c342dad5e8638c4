import { startTransition, useEffect, useState, type ReactElement } from 'react';

/**
 * The parts of a long form, shown one after another: the first at once, then one more after each commit (in a
 * transition), so that the form mounts in several short tasks, each laying out and measuring its own part,
 * rather than in one long one during which the page does not respond. The parts shown stay the same elements
 * while the next mounts, so React does not render them again (with the parts made in the form's own render,
 * each step rendered every part shown before it again).
 */
export function Staggered({ parts }: { parts: ReactElement[] }) {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts.length) return;
    const next = setTimeout(() => startTransition(() => setShown((current) => current + 1)), 0);
    return () => clearTimeout(next);
  }, [shown, parts.length]);
  return parts.slice(0, shown);
}
