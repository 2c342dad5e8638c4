import { describe, expect, it } from 'vitest';
import { NOT_SET_DATE, NOT_SET_TIMESTAMP } from '../../../shared/constants.ts';
import { formatClock, formatDay, formatExact, formatRelative, toMoment } from './dateTime.ts';

// Local times, so that the expectations hold in any time zone.
const now = new Date(2026, 10, 23, 17, 26, 3);
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

describe('toMoment', () => {
  it('reads timestamps and Dates, and gives null when not set or no time', () => {
    expect(toMoment('2026-11-23T16:26:03.000Z')?.toISOString()).toBe('2026-11-23T16:26:03.000Z');
    expect(toMoment(now)).toBe(now);
    expect(toMoment(NOT_SET_TIMESTAMP)).toBeNull();
    expect(toMoment('')).toBeNull();
    expect(toMoment(null)).toBeNull();
    expect(toMoment('nonsense')).toBeNull();
  });
});

describe('formatDay', () => {
  it('shows days and timestamps as YYYY-MM-DD and the 1979 sentinel as empty', () => {
    expect(formatDay('2026-03-04')).toBe('2026-03-04');
    expect(formatDay('2026-03-04T10:11:12.000Z')).toBe('2026-03-04');
    expect(formatDay(NOT_SET_DATE)).toBe('');
    expect(formatDay(NOT_SET_TIMESTAMP)).toBe('');
    expect(formatDay('')).toBe('');
  });
});

describe('formatExact and formatClock', () => {
  it('show the date and time to the second in the locale', () => {
    expect(formatExact(now, 'en-US')).toBe('Nov 23, 2026, 5:26:03 PM');
    expect(formatExact(now, 'de-DE')).toBe('23.11.2026, 17:26:03');
    expect(formatClock(now, 'en-US')).toBe('5:26:03 PM');
    expect(formatClock(now, 'en-GB')).toBe('17:26:03');
  });
});

describe('formatRelative', () => {
  it('says just now for the last 45 seconds and a little ahead', () => {
    expect(formatRelative(now, now, 'en-US')).toBe('just now');
    expect(formatRelative(new Date(now.getTime() - 44_000), now, 'en-US')).toBe('just now');
    expect(formatRelative(new Date(now.getTime() + 20_000), now, 'en-US')).toBe('just now');
    expect(formatRelative(now, now, 'de-DE')).toBe('jetzt');
  });

  it('counts minutes in the last hour', () => {
    expect(formatRelative(new Date(now.getTime() - 50_000), now, 'en-US')).toBe('1 minute ago');
    expect(formatRelative(at(5), now, 'en-US')).toBe('5 minutes ago');
    expect(formatRelative(at(59), now, 'en-US')).toBe('59 minutes ago');
    expect(formatRelative(at(5), now, 'de-DE')).toBe('vor 5 Minuten');
  });

  it('names today and yesterday with the time, older moments by date and time', () => {
    expect(formatRelative(new Date(2026, 10, 23, 14, 2), now, 'en-US')).toBe('today 2:02 PM');
    expect(formatRelative(new Date(2026, 10, 22, 14, 2), now, 'en-GB')).toBe('yesterday 14:02');
    expect(formatRelative(new Date(2026, 10, 20, 14, 2), now, 'en-US')).toBe('Nov 20, 2026, 2:02 PM');
    expect(formatRelative(new Date(2026, 10, 24, 9, 0), now, 'en-US')).toBe('Nov 24, 2026, 9:00 AM');
  });
});
