import { describe, expect, it } from 'vitest';
import { matchesAllWords, searchWords } from './wordSearch.ts';

describe('searchWords', () => {
  it('applies only from two characters', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords('g')).toEqual([]);
    expect(searchWords('  g  ')).toEqual([]);
    expect(searchWords('gf')).toEqual(['gf']);
  });

  it('splits on spaces and lower-cases', () => {
    expect(searchWords('  GFN   Linz ')).toEqual(['gfn', 'linz']);
  });
});

describe('matchesAllWords', () => {
  it('needs every word in some text, case-insensitively', () => {
    expect(matchesAllWords(['Umspannwerk Linz', 'GFN-CC'], ['linz', 'gfn'])).toBe(true);
    expect(matchesAllWords(['Umspannwerk Linz', 'GFN-CC'], ['linz', 'asc'])).toBe(false);
    expect(matchesAllWords(['anything'], [])).toBe(true);
  });
});
