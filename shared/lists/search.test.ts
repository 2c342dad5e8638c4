import { describe, expect, it } from 'vitest';
import { matchesAllWords, rowMatchesAllWords, searchWords } from './search.ts';

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

describe('rowMatchesAllWords', () => {
  const texts = (row: { a: string; b: string }) => [row.a, row.b];

  it('matches like matchesAllWords, each word in one of the texts, not across them', () => {
    const row = { a: 'Umspannwerk Linz', b: 'GFN-CC' };
    expect(rowMatchesAllWords(row, texts, ['linz', 'gfn'])).toBe(true);
    expect(rowMatchesAllWords(row, texts, ['linz', 'asc'])).toBe(false);
    expect(rowMatchesAllWords(row, texts, ['linzgfn'])).toBe(false);
    expect(rowMatchesAllWords(row, texts, [])).toBe(true);
  });

  it('keeps the lower-cased texts of a row object: a changed row is a new object', () => {
    let calls = 0;
    const counted = (row: { a: string; b: string }) => { calls += 1; return [row.a, row.b]; };
    const row = { a: 'North', b: 'GFN' };
    rowMatchesAllWords(row, counted, ['north']);
    rowMatchesAllWords(row, counted, ['gfn']);
    expect(calls).toBe(1);
    expect(rowMatchesAllWords({ ...row, a: 'South' }, counted, ['south'])).toBe(true);
    expect(calls).toBe(2);
  });
});
