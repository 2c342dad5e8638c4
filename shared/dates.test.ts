import { describe, expect, it } from 'vitest';
import { isNotSetDate, parseDateOnly, toWireDate, toWireTimestamp } from './dates.ts';

describe('the 1979 not-set convention', () => {
  it('treats null, empty and any 1979 date as not set', () => {
    for (const value of [null, undefined, '', '  ', '1979-01-01', '1979-06-30T12:00:00.000Z']) expect(isNotSetDate(value)).toBe(true);
    for (const value of ['1980-01-01', '2024-02-29']) expect(isNotSetDate(value)).toBe(false);
  });

  it('parses dates and timestamps to YYYY-MM-DD and refuses impossible dates', () => {
    expect(parseDateOnly('2024-02-29')).toBe('2024-02-29');
    expect(parseDateOnly('2025-01-10T23:59:59.000Z')).toBe('2025-01-10');
    expect(parseDateOnly('2025-01-10T08:00:00+02:00')).toBe('2025-01-10');
    expect(parseDateOnly('2023-02-29')).toBeNull();
    expect(parseDateOnly('2023-13-01')).toBeNull();
    expect(parseDateOnly('yesterday')).toBeNull();
    expect(parseDateOnly('1979-05-05')).toBeNull();
  });

  it('sends the sentinel for values that are not set', () => {
    expect(toWireDate(null)).toBe('1979-01-01');
    expect(toWireDate('2024-03-05')).toBe('2024-03-05');
    expect(toWireTimestamp(null)).toBe('1979-01-01T00:00:00.000Z');
    expect(toWireTimestamp(new Date('2024-03-05T10:00:00Z'))).toBe('2024-03-05T10:00:00.000Z');
  });
});
