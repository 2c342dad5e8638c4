import { describe, expect, it } from 'vitest';
import { parentCandidates, selfAndDescendants } from './stationTree.ts';

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
