import { describe, expect, it } from 'vitest';
import { parentCandidates, selfAndDescendants, stationsBySid, subProjectsOf } from './stationTree.ts';

const stations = [
  { sid: 1, parent: 0, projId: '21003' },
  { sid: 2, parent: 1, projId: '21001' },
  { sid: 3, parent: 2, projId: '21010' },
  { sid: 4, parent: 0, projId: '21002' },
  { sid: 5, parent: 4, projId: '9999' },
];

describe('selfAndDescendants', () => {
  it('walks children of children', () => {
    expect([...selfAndDescendants(1, stations)].sort()).toEqual([1, 2, 3]);
    expect([...selfAndDescendants(3, stations)]).toEqual([3]);
  });
});

describe('parentCandidates', () => {
  it('leaves out the station and its sub-projects, sorted by project id', () => {
    expect(parentCandidates(1, stations).map((s) => s.sid)).toEqual([5, 4]);
    expect(parentCandidates(3, stations).map((s) => s.sid)).toEqual([5, 2, 4, 1]);
  });
});

describe('subProjectsOf', () => {
  it('lists the direct children only, by project id', () => {
    const tree = [...stations, { sid: 6, parent: 1, projId: '20999' }];
    expect(subProjectsOf(1, tree).map((s) => s.sid)).toEqual([6, 2]);
    expect(subProjectsOf(5, tree)).toEqual([]);
  });
});

describe('stationsBySid', () => {
  it('finds a parent by its sid', () => {
    expect(stationsBySid(stations).get(4)?.projId).toBe('21002');
    expect(stationsBySid(stations).get(0)).toBeUndefined();
  });
});
