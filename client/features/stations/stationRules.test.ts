import { describe, expect, it } from 'vitest';
import { canAddStation, sameProjectId } from './stationRules.ts';

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

describe('sameProjectId', () => {
  const stations = [{ sid: 7, projId: '12161' }, { sid: 3, projId: ' 12161 ' }, { sid: 5, projId: '121610' }, { sid: 9, projId: 'A-1' }];

  it('finds the other stations with exactly this project id, ignoring surrounding spaces, lowest sid first', () => {
    expect(sameProjectId('12161', stations).map((s) => s.sid)).toEqual([3, 7]);
    expect(sameProjectId(' 12161', stations, 3).map((s) => s.sid)).toEqual([7]);
    expect(sameProjectId('1216', stations)).toEqual([]);
    expect(sameProjectId('a-1', stations)).toEqual([]);
    expect(sameProjectId('  ', stations)).toEqual([]);
  });
});
