import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCache, type SessionStore } from './sessionCache.ts';
import type { LiveSession } from './sessions.ts';

const TTL_MS = 60 * 60_000;
const LIFETIME_MS = 10_000;
const anna = { userId: 1, name: 'anna', person: 'Anna Berger' };
const jonas = { userId: 2, name: 'jonas', person: 'Jonas Weber' };

/** A session store whose lookups answer when the test says so, counting them per token. */
function fakeStore(sessions: Record<string, typeof anna>) {
  const lookups: string[] = [];
  const pending: (() => void)[] = [];
  let held = false;
  const store: SessionStore = {
    lookUp(token) {
      lookups.push(token);
      const user = sessions[token];
      const answer = (): LiveSession | undefined => (user ? { user, lastSeen: Date.now() } : undefined);
      if (!held) return Promise.resolve(answer());
      return new Promise((resolve) => pending.push(() => resolve(answer())));
    },
    async end(token) { delete sessions[token]; },
  };
  return {
    store,
    lookups,
    /** Lookups wait until release(). */
    hold() { held = true; },
    release() { held = false; for (const answer of pending.splice(0)) answer(); },
  };
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('sessionCache', () => {
  it('looks a cookie up once per lifetime, concurrent requests sharing the lookup', async () => {
    const fake = fakeStore({ a: anna });
    const cache = sessionCache(fake.store, TTL_MS, LIFETIME_MS);
    expect(await Promise.all([cache.resolve('a'), cache.resolve('a')])).toEqual([anna, anna]);
    vi.advanceTimersByTime(LIFETIME_MS - 1);
    expect(await cache.resolve('a')).toEqual(anna);
    expect(fake.lookups).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(await cache.resolve('a')).toEqual(anna);
    expect(fake.lookups).toEqual(['a', 'a']);
  });

  it('keeps no entry past its session’s idle expiry', async () => {
    const fake = fakeStore({ a: anna });
    const cache = sessionCache(fake.store, 3_000, LIFETIME_MS);
    await cache.resolve('a');
    vi.advanceTimersByTime(3_000);
    await cache.resolve('a');
    expect(fake.lookups).toEqual(['a', 'a']);
  });

  it('keeps neither a cookie without a live session nor a failed lookup', async () => {
    const fake = fakeStore({});
    const cache = sessionCache(fake.store, TTL_MS, LIFETIME_MS);
    expect(await cache.resolve('gone')).toBeUndefined();
    expect(await cache.resolve('gone')).toBeUndefined();
    const failing = sessionCache({ lookUp: () => Promise.reject(new Error('database away')), end: async () => {} }, TTL_MS, LIFETIME_MS);
    await expect(failing.resolve('a')).rejects.toThrow('database away');
    await expect(failing.resolve('a')).rejects.toThrow('database away');
    expect(fake.lookups).toEqual(['gone', 'gone']);
  });

  it('forgets a session it ends, and every session of a user that ended elsewhere, at once', async () => {
    const fake = fakeStore({ a: anna, a2: anna, j: jonas });
    const cache = sessionCache(fake.store, TTL_MS, LIFETIME_MS);
    await Promise.all(['a', 'a2', 'j'].map((token) => cache.resolve(token)));
    await cache.end('a');
    expect(await cache.resolve('a')).toBeUndefined();
    cache.forgetUser(anna.userId);
    expect(await cache.resolve('a2')).toEqual(anna);
    expect(await cache.resolve('j')).toEqual(jonas);
    expect(fake.lookups).toEqual(['a', 'a2', 'j', 'a', 'a2']);
  });

  it('never keeps what a lookup read before the session ended', async () => {
    const fake = fakeStore({ a: anna, b: anna });
    const cache = sessionCache(fake.store, TTL_MS, LIFETIME_MS);
    fake.hold();
    const early = cache.resolve('a');
    const other = cache.resolve('b');
    await cache.end('a');
    cache.forgetUser(anna.userId); // the lookup of 'b' is under way: its user is not known yet
    fake.release();
    await Promise.all([early, other]);
    expect(await cache.resolve('a')).toBeUndefined();
    expect(await cache.resolve('b')).toEqual(anna);
    expect(fake.lookups).toEqual(['a', 'b', 'a', 'b']);
  });
});
