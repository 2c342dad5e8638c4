import { describe, expect, it } from 'vitest';
import { sharedRuns } from './sharedRuns.ts';

/** A read whose runs the test ends by hand: how many started, and each run's end. */
function controlledRead() {
  const runs: { finish: (value: number) => void; fail: (error: Error) => void }[] = [];
  const read = () => new Promise<number>((finish, fail) => { runs.push({ finish, fail }); });
  return { read, runs };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sharedRuns', () => {
  it('runs once for a caller alone, and again for the next', async () => {
    const { read, runs } = controlledRead();
    const shared = sharedRuns(read);
    const first = shared();
    runs[0]!.finish(1);
    expect(await first).toBe(1);
    const second = shared();
    expect(runs).toHaveLength(2);
    runs[1]!.finish(2);
    expect(await second).toBe(2);
  });

  it('answers the callers that came during a run with one next run, started when that one ended', async () => {
    const { read, runs } = controlledRead();
    const shared = sharedRuns(read);
    const early = shared();
    const late = [shared(), shared(), shared()];
    await flush();
    expect(runs).toHaveLength(1); // the late ones wait: the run under way may have begun before their change
    runs[0]!.finish(1);
    expect(await early).toBe(1);
    await flush();
    expect(runs).toHaveLength(2);
    runs[1]!.finish(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
    expect(runs).toHaveLength(2);
  });

  it('runs the next one after a failed run, and a failure reaches only the callers of its run', async () => {
    const { read, runs } = controlledRead();
    const shared = sharedRuns(read);
    const failing = shared();
    const next = shared();
    runs[0]!.fail(new Error('database away'));
    await expect(failing).rejects.toThrow('database away');
    await flush();
    runs[1]!.finish(3);
    expect(await next).toBe(3);
  });
});
