import { describe, expect, it } from 'vitest';
import { keySequenceMatcher, SEQUENCE_TIMEOUT_MS } from './keySequence.ts';

const table = [
  { keys: ['/'], name: 'search' },
  { keys: ['g', 's'], name: 'stations' },
  { keys: ['g', 'n'], name: 'ncr' },
  { keys: ['n', 'n'], name: 'new ncr' },
];
const name = (result: ReturnType<ReturnType<typeof keySequenceMatcher<(typeof table)[number]>>>) =>
  (result && typeof result === 'object' ? result.name : result);

describe('keySequenceMatcher', () => {
  it('matches single keys and two-key sequences', () => {
    const feed = keySequenceMatcher(table);
    expect(name(feed('/', 0))).toBe('search');
    expect(name(feed('g', 10))).toBe('pending');
    expect(name(feed('s', 20))).toBe('stations');
    expect(name(feed('g', 30))).toBe('pending');
    expect(name(feed('n', 40))).toBe('ncr');
  });

  it('starts afresh after a completed sequence, so that n n is not read as g n then n', () => {
    const feed = keySequenceMatcher(table);
    feed('g', 0);
    expect(name(feed('n', 10))).toBe('ncr');
    expect(name(feed('n', 20))).toBe('pending');
    expect(name(feed('n', 30))).toBe('new ncr');
  });

  it('forgets a first key after the timeout', () => {
    const feed = keySequenceMatcher(table);
    feed('g', 0);
    expect(name(feed('s', SEQUENCE_TIMEOUT_MS + 1))).toBeNull();
  });

  it('reads a key that continues nothing as the start of a new sequence', () => {
    const feed = keySequenceMatcher(table);
    feed('n', 0);
    expect(name(feed('g', 10))).toBe('pending');
    expect(name(feed('s', 20))).toBe('stations');
    feed('g', 30);
    expect(name(feed('/', 40))).toBe('search');
    expect(name(feed('s', 50))).toBeNull();
  });
});
