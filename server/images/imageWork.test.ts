import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { IMAGE_WORK_CONCURRENCY, IMAGE_WORK_QUEUE_MAX, runImageWork } from './imageWork.ts';

/** A job that runs until released, counting how many such jobs run at once. */
function gate() {
  let running = 0;
  let peak = 0;
  const releases: (() => void)[] = [];
  const job = () => new Promise<number>((resolve) => {
    running++;
    peak = Math.max(peak, running);
    releases.push(() => { running--; resolve(peak); });
  });
  return { job, releaseAll: () => releases.splice(0).forEach((release) => release()), get started() { return releases.length; }, get peak() { return peak; } };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('runImageWork', () => {
  it('runs at most IMAGE_WORK_CONCURRENCY jobs at once, the others in turn, and answers 503 past the queue', async () => {
    const state = gate();
    const { job, releaseAll } = state;
    const accepted = Array.from({ length: IMAGE_WORK_CONCURRENCY + IMAGE_WORK_QUEUE_MAX }, () => runImageWork(job));
    await settle();
    expect(state.started).toBe(IMAGE_WORK_CONCURRENCY);
    const refused = await runImageWork(job).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect([(refused as DomainError).kind, (refused as DomainError).retryAfterSeconds]).toEqual(['busy', 2]);
    let drained = false;
    const all = Promise.all(accepted).then(() => { drained = true; });
    for (let round = 0; !drained && round < 2 * accepted.length; round++) {
      releaseAll();
      await settle();
    }
    await all;
    expect(state.peak).toBe(IMAGE_WORK_CONCURRENCY);
  });

  it('drops a waiting job whose signal aborts, with its reason, and never runs it', async () => {
    const state = gate();
    const { job, releaseAll } = state;
    const busy = Array.from({ length: IMAGE_WORK_CONCURRENCY }, () => runImageWork(job));
    const gone = new AbortController();
    let ran = false;
    const waiting = runImageWork(async () => { ran = true; }, gone.signal);
    const after = runImageWork(job);
    gone.abort(new Error('client gone'));
    await expect(waiting).rejects.toThrow('client gone');
    await settle();
    releaseAll();
    await Promise.all(busy);
    await settle();
    expect(state.started).toBe(1); // `after` got the slot
    releaseAll();
    await after;
    expect(ran).toBe(false);
  });
});
