import { describe, expect, it } from 'vitest';
import { isNotSetDate, parseDateOnly, parseWireDate, toWireDate, toWireTimestamp } from './dates.ts';

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

  it('tells "not set" from "not a date"', () => {
    for (const value of [null, undefined, '', '  ', '1979-01-01', '1979-12-31T23:59:59.999Z']) expect(parseWireDate(value)).toEqual({ date: null });
    expect(parseWireDate('1900-01-01')).toEqual({ date: '1900-01-01' });
    expect(parseWireDate('2200-12-31T00:00:00Z')).toEqual({ date: '2200-12-31' });
    expect(parseWireDate('2000-02-29')).toEqual({ date: '2000-02-29' });
    expect(parseWireDate('2024-01-01T23:59')).toEqual({ date: '2024-01-01' });
    expect(parseWireDate(' 2024-01-01 ')).toEqual({ date: '2024-01-01' });
  });

  it('refuses years the domain has no use for, impossible days and times, and loose formats', () => {
    for (const value of ['0000-01-01', '0001-01-01', '1899-12-31', '2201-01-01', '9999-12-31', '1900-02-29', '2100-02-29', '1979-02-30',
      '2024-00-10', '2024-04-31', '2024-01-00', '2024-01-01T99:99:99Z', '2024-01-01T24:00:00Z', '2024-01-01T23:60:00Z',
      '2024-01-01T23:59:60Z', '2024-01-01T12:00:00+25:00', '2024-01-01T12:00:00+02:60', '2024-01-01T12Z', '2024-01-01 12:00:00',
      '2024-01-01T12:00:00+0200', '2024-1-1', '+2024-01-01', '20240101', '2024-01-01T', '2024-01-01T12:00:00.Z', '١٩٩٠-٠١-٠١']) {
      expect(parseWireDate(value), value).toBeNull();
    }
  });

  it('sends the sentinel for values that are not set', () => {
    expect(toWireDate(null)).toBe('1979-01-01');
    expect(toWireDate('2024-03-05')).toBe('2024-03-05');
    expect(toWireTimestamp(null)).toBe('1979-01-01T00:00:00.000Z');
    expect(toWireTimestamp(new Date('2024-03-05T10:00:00Z'))).toBe('2024-03-05T10:00:00.000Z');
  });
});
