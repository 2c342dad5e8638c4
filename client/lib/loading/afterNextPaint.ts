// Work that the screen just rendered does not wait for, started once that render is on the screen: on a phone
// the screen then shows before the work's code loads and runs. Lighthouse counts what starts before the largest
// text is presented into its LCP (a station's shared doc, Yjs: 0.4 s there).
import { useEffect, useState } from 'react';

/** How long after the frames the work waits at most for the browser to be idle. */
const IDLE_WITHIN_MS = 300;

/**
 * Runs `work` once the next frame is on the screen: after the frame that follows it, when the browser is idle
 * (within IDLE_WITHIN_MS), as a frame is presented a little after it is painted (two frames alone started Yjs
 * before the station's title was presented in one Lighthouse run of four). A hidden tab paints no frames: there
 * it runs at once (in a task of its own). Returns a function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let frame = 0;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  const run = (later: () => void) => {
    if (started) return;
    started = true;
    cancelAnimationFrame(frame);
    document.removeEventListener('visibilitychange', startIfHidden);
    later();
  };
  const soon = () => { timer = setTimeout(work, 0); };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work, { timeout: IDLE_WITHIN_MS });
    else timer = setTimeout(work, 50);
  };
  function startIfHidden() {
    if (document.visibilityState === 'hidden') run(soon);
  }
  if (document.visibilityState === 'hidden') run(soon);
  else {
    frame = requestAnimationFrame(() => { frame = requestAnimationFrame(() => run(whenIdle)); });
    document.addEventListener('visibilitychange', startIfHidden);
  }
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('visibilitychange', startIfHidden);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** False in the component's first render, true once that render is on the screen (see afterNextPaint). */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
