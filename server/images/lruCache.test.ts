import { describe, expect, it } from 'vitest';
import { LruCache } from './lruCache.ts';

const bytes = (value: string) => value.length;

describe('LruCache', () => {
  it('forgets the least recently used entries once the sizes add up to more than the bound', () => {
    const cache = new LruCache<string>(10, bytes);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now more recent than b
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual(['aaaa', 'cccc', 8]);
  });

  it('replaces a key without counting it twice, and keeps nothing larger than maxEntrySize', () => {
    const cache = new LruCache<string>(10, bytes, 5);
    cache.set('a', 'aaa');
    cache.set('a', 'aaaa');
    expect(cache.size).toBe(4);
    cache.set('big', 'bbbbbb');
    expect([cache.get('big'), cache.get('a'), cache.size]).toEqual([undefined, 'aaaa', 4]);
    cache.set('a', 'toolarge');
    expect([cache.get('a'), cache.size]).toEqual([undefined, 0]);
  });

  it('counts entries when no size is given', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });
});
