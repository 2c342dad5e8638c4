import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadUntilLoaded, RETRY_MS } from './loadUntilLoaded.ts';

/** A load that fails `failures` times, then gives 'code'. */
function flaky(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return 'code';
  });
  return load;
}

describe('loadUntilLoaded', () => {
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('gives what loads the first time without waiting', async () => {
    const load = flaky(0);
    await expect(loadUntilLoaded(load)).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again every few seconds until it loads', async () => {
    vi.useFakeTimers();
    const load = flaky(2);
    const loaded = loadUntilLoaded(load);
    await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    await expect(loaded).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries again at once when the network comes back, and only then', async () => {
    vi.useFakeTimers();
    onlineManager.setOnline(false);
    const load = flaky(1);
    const loaded = loadUntilLoaded(load);
    await vi.advanceTimersByTimeAsync(0);
    onlineManager.setOnline(true);
    await expect(loaded).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(load).toHaveBeenCalledTimes(2); // the timer of the first failure is gone
  });
});
