import { describe, expect, it } from 'vitest';
import { markChunks, matchesAllWords, rowMatchesAllWords, sameWords, searchWords, wordsIn } from './search.ts';

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

  it('gives the same words for its words joined by spaces (what a list keys its search by)', () => {
    for (const phrase of ['', 'g', ' g ', 'gf', 'a b', '  GFN   Linz ', 'ASC 35 kV ', 'ASC 35 kV m']) {
      expect(searchWords(searchWords(phrase).join(' '))).toEqual(searchWords(phrase));
    }
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

describe('wordsIn', () => {
  it('keeps the words that occur in the text, case-insensitively, in their order', () => {
    expect(wordsIn('ASC 35 kV', ['35', 'asc', 'linz', 'kv'])).toEqual(['35', 'asc', 'kv']);
    expect(wordsIn('NCR-0042', ['asc', '35'])).toEqual([]);
    expect(wordsIn('', ['asc'])).toEqual([]);
  });

  it('takes regular-expression characters as themselves', () => {
    expect(wordsIn('GFN (20 kV)', ['(20', 'kv)', '.*'])).toEqual(['(20', 'kv)']);
    expect(wordsIn('a+b', ['a+b', 'a.b'])).toEqual(['a+b']);
  });
});

describe('sameWords', () => {
  it('compares the words and their order', () => {
    expect(sameWords(['asc', '35'], ['asc', '35'])).toBe(true);
    expect(sameWords([], [])).toBe(true);
    expect(sameWords(['asc', '35'], ['35', 'asc'])).toBe(false);
    expect(sameWords(['asc'], ['asc', '35'])).toBe(false);
  });
});

describe('markChunks', () => {
  it('marks every occurrence of the words, case-insensitively, keeping the text as written', () => {
    expect(markChunks('ASC 35 kV asc', ['asc', '35'])).toEqual([
      { text: 'ASC', marked: true }, { text: ' ', marked: false }, { text: '35', marked: true }, { text: ' kV ', marked: false },
      { text: 'asc', marked: true },
    ]);
    expect(markChunks('NCR-0042', ['ncr'])).toEqual([{ text: 'NCR', marked: true }, { text: '-0042', marked: false }]);
  });

  it('prefers the longer word where two start at one place, and takes regular-expression characters as themselves', () => {
    expect(markChunks('GFN-CC', ['gf', 'gfn-c'])).toEqual([{ text: 'GFN-C', marked: true }, { text: 'C', marked: false }]);
    expect(markChunks('a+b (x)', ['a+b', '(x)'])).toEqual([{ text: 'a+b', marked: true }, { text: ' ', marked: false }, { text: '(x)', marked: true }]);
  });

  it('leaves the text whole without words, and gives nothing for an empty text', () => {
    expect(markChunks('Linz', [])).toEqual([{ text: 'Linz', marked: false }]);
    expect(markChunks('Linz', ['', ' '])).toEqual([{ text: 'Linz', marked: false }]);
    expect(markChunks('', ['asc'])).toEqual([]);
  });
});
