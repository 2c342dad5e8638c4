import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Coalescer } from './coalescer.ts';

describe('Coalescer', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('hands on the first keys at once and the rest of the interval together, each key once', () => {
    const flushed: number[][] = [];
    const coalescer = new Coalescer<number>(100, (keys) => flushed.push(keys));
    coalescer.add([1]);
    expect(flushed).toEqual([[1]]);
    for (let i = 0; i < 1000; i++) coalescer.add([2, 3, 2]);
    expect(flushed).toEqual([[1]]);
    vi.advanceTimersByTime(100);
    expect(flushed).toEqual([[1], [2, 3]]);
    vi.advanceTimersByTime(100); // a quiet interval: nothing to hand on, and the next key goes at once
    coalescer.add([4]);
    expect(flushed).toEqual([[1], [2, 3], [4]]);
    coalescer.stop();
  });
});
