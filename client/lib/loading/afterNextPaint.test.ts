import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint.ts';

/**
 * A page whose frames are drawn when `frame()` is called, which is idle when `idle()` is, and whose visibility the
 * test sets.
 */
function page(visibility: 'visible' | 'hidden') {
  let frames: (() => void)[] = [];
  let idleCallbacks: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const document = {
    visibilityState: visibility,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('document', document);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => { frames = frames.map((callback, index) => (index === id - 1 ? () => {} : callback)); });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => { idleCallbacks = idleCallbacks.map((callback, index) => (index === id - 1 ? () => {} : callback)); });
  return {
    frame: () => { const due = frames; frames = []; due.forEach((callback) => callback()); },
    idle: () => { const due = idleCallbacks; idleCallbacks = []; due.forEach((callback) => callback()); },
    hide: () => { document.visibilityState = 'hidden'; listeners.forEach((listener) => listener()); },
    listeners,
  };
}

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work after the frame that follows the next one, once the browser is idle', () => {
    const { frame, idle, listeners } = page('visible');
    const work = vi.fn();
    afterNextPaint(work);
    idle();
    vi.runAllTimers();
    frame();
    idle();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled(); // the next frame is painted, not yet on the screen
    frame();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    idle();
    expect(work).toHaveBeenCalledOnce();
    expect(listeners.size).toBe(0);
    frame();
    idle();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits a moment instead of for idle where there is no requestIdleCallback (Safari)', () => {
    const { frame } = page('visible');
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    afterNextPaint(work);
    frame();
    frame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs the work in a hidden tab, which paints no frames, and in a tab hidden while it waits', () => {
    page('hidden');
    const hidden = vi.fn();
    afterNextPaint(hidden);
    vi.runAllTimers();
    expect(hidden).toHaveBeenCalledOnce();

    const tab = page('visible');
    const hiddenLater = vi.fn();
    afterNextPaint(hiddenLater);
    tab.frame();
    tab.hide();
    vi.runAllTimers();
    tab.frame();
    vi.runAllTimers();
    expect(hiddenLater).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, before its frames or while it waits for idle', () => {
    const { frame, idle, listeners } = page('visible');
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    frame();
    cancel();
    frame();
    idle();
    vi.runAllTimers();
    const cancelIdle = afterNextPaint(work);
    frame();
    frame();
    cancelIdle();
    idle();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
