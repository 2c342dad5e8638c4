import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { IMAGE_WORK_CALLER_MAX, IMAGE_WORK_CONCURRENCY, IMAGE_WORK_QUEUE_MAX, runImageWork } from './imageWork.ts';

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
    // Many callers, none past its own limit: the queue as a whole fills.
    const accepted = Array.from({ length: IMAGE_WORK_CONCURRENCY + IMAGE_WORK_QUEUE_MAX }, (_, n) => runImageWork(job, { caller: `user:${n % 8}` }));
    await settle();
    expect(state.started).toBe(IMAGE_WORK_CONCURRENCY);
    const refused = await runImageWork(job, { caller: 'user:99' }).catch((error: unknown) => error);
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
    const waiting = runImageWork(async () => { ran = true; }, { signal: gone.signal });
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

  it("takes turns between callers: another caller's job waits only for the flood's running jobs, and the flood gets 429 past its own limit", async () => {
    const started: string[] = [];
    const releases: (() => void)[] = [];
    const job = (name: string) => () => new Promise<void>((resolve) => {
      started.push(name);
      releases.push(resolve);
    });
    const releaseOldest = async () => {
      releases.shift()!();
      await settle();
    };
    const flood = Array.from({ length: IMAGE_WORK_CONCURRENCY + IMAGE_WORK_CALLER_MAX }, (_, n) => runImageWork(job(`flood ${n}`), { caller: 'kiosk:1' }));
    const refused = await runImageWork(job('one too many'), { caller: 'kiosk:1' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect([(refused as DomainError).kind, (refused as DomainError).retryAfterSeconds]).toEqual(['too-many-attempts', 2]);
    const thumbnail = runImageWork(job('thumbnail'), { caller: 'user:2' }); // another caller is not refused
    const later = runImageWork(job('later'), { caller: 'user:2' });
    await settle();
    expect(started).toEqual(Array.from({ length: IMAGE_WORK_CONCURRENCY }, (_, n) => `flood ${n}`));

    // The flood's job started last, so the other caller has the next turn; then each in turn.
    await releaseOldest();
    const c = IMAGE_WORK_CONCURRENCY;
    expect(started.slice(c)).toEqual(['thumbnail']);
    await releaseOldest();
    await releaseOldest();
    await releaseOldest();
    expect(started.slice(c)).toEqual(['thumbnail', `flood ${c}`, 'later', `flood ${c + 1}`]);
    while (releases.length > 0) await releaseOldest();
    await Promise.all([...flood, thumbnail, later]);
    expect(started).toHaveLength(IMAGE_WORK_CONCURRENCY + IMAGE_WORK_CALLER_MAX + 2);
    expect(started).not.toContain('one too many');
  });
});
