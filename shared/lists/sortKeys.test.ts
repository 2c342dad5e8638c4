import { describe, expect, it } from 'vitest';
import { sortOrder, textKey } from './sortKeys.ts';

describe('textKey', () => {
  it('folds case and accents and orders numbers by value', () => {
    expect(textKey('Öresund')).toBe('oresund');
    expect(textKey('P-9') < textKey('P-10')).toBe(true);
    expect(textKey('9999') < textKey('10010')).toBe(true);
    expect(textKey('NCR-2026-0099') < textKey('NCR-2026-100')).toBe(true);
    expect(textKey(' b ')).toBe('b');
  });
});

describe('sortOrder', () => {
  const keys = ['a', 'b', '', 'a', null, 'b', 'c'];

  it('puts the positions in ascending order, equal keys in their order, empty ones last', () => {
    expect(sortOrder(keys, 'asc')).toEqual([0, 3, 1, 5, 6, 2, 4]);
  });

  it('reverses runs of equal keys as runs, and keeps the empty ones last', () => {
    expect(sortOrder(keys, 'desc')).toEqual([6, 1, 5, 0, 3, 2, 4]);
  });

  it('compares numbers as numbers', () => {
    expect(sortOrder([10, 9, 100, null], 'asc')).toEqual([1, 0, 2, 3]);
    expect(sortOrder([], 'desc')).toEqual([]);
  });
});
