import { describe, expect, it } from 'vitest';
import { canAddStation, formatTimestamp } from './stationRules.ts';

describe('canAddStation', () => {
  it('needs a project id longer than 3 and a name longer than 2', () => {
    expect(canAddStation('2100', 'Abc')).toBe(true);
    expect(canAddStation('210', 'Abc')).toBe(false);
    expect(canAddStation('2100', 'Ab')).toBe(false);
    expect(canAddStation('', '')).toBe(false);
  });

  it('does not count surrounding spaces (the server trims)', () => {
    expect(canAddStation(' 210 ', 'Abc')).toBe(false);
    expect(canAddStation('2100', ' Ab ')).toBe(false);
  });
});

describe('formatTimestamp', () => {
  it('formats a time and leaves bad input empty', () => {
    expect(formatTimestamp('2024-05-06T07:08:09.000Z')).toMatch(/2024/);
    expect(formatTimestamp('')).toBe('');
    expect(formatTimestamp('nope')).toBe('');
  });
});
