import { describe, expect, it } from 'vitest';
import { canAddStation, checkCoordinates, checkProjectId, checkStationName, formatTimestamp } from './stationRules.ts';

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

describe('editor field checks', () => {
  it('project id and name follow the add rules', () => {
    expect(checkProjectId('2100')).toEqual({ value: '2100' });
    expect(checkProjectId('210')).toEqual({ error: 'Must be longer than 3 characters' });
    expect(checkStationName('Abc')).toEqual({ value: 'Abc' });
    expect(checkStationName('Ab')).toEqual({ error: 'Must be longer than 2 characters' });
  });

  it('coordinates may be empty or a latitude, longitude pair', () => {
    expect(checkCoordinates('')).toEqual({ value: '' });
    expect(checkCoordinates('55.7, 12.6')).toEqual({ value: '55.7, 12.6' });
    expect(checkCoordinates('north')).toHaveProperty('error');
    expect(checkCoordinates('95, 10')).toHaveProperty('error');
  });
});

describe('formatTimestamp', () => {
  it('formats a time and leaves bad input empty', () => {
    expect(formatTimestamp('2024-05-06T07:08:09.000Z')).toMatch(/2024/);
    expect(formatTimestamp('')).toBe('');
    expect(formatTimestamp('nope')).toBe('');
  });
});
