// Work that the screen just rendered does not wait for, started once that render is on the screen: on a phone
// the screen then shows before the work's code loads and runs. Lighthouse counts what starts before the largest
// text is presented into its LCP (a station's shared doc, Yjs: half a second there).
import { useEffect, useState } from 'react';

/**
 * Runs `work` once the next frame is on the screen: after the frame that follows it (a frame is presented a
 * little after it is painted). A hidden tab paints no frames: there it runs at once (in a task of its own).
 * Returns a function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('visibilitychange', startIfHidden);
    timer ??= setTimeout(work, 0);
  };
  function startIfHidden() {
    if (document.visibilityState === 'hidden') start();
  }
  if (document.visibilityState === 'hidden') start();
  else {
    frame = requestAnimationFrame(() => { frame = requestAnimationFrame(start); });
    document.addEventListener('visibilitychange', startIfHidden);
  }
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('visibilitychange', startIfHidden);
    clearTimeout(timer);
  };
}

/** False in the component's first render, true once that render is on the screen (see afterNextPaint). */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
