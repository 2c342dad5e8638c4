import { describe, expect, it } from 'vitest';
import { ChangeSet } from './changeSet.ts';
import type { Change } from './change.ts';

function collect(...changes: Change[]): Change[] {
  const set = new ChangeSet();
  for (const change of changes) set.add(change);
  return set.list();
}

describe('ChangeSet', () => {
  it('is empty until something changed', () => {
    expect(new ChangeSet().list()).toEqual([]);
  });

  it('joins the fields of changes to the same record, without repeats', () => {
    expect(collect(
      { type: 'station', sid: 1, fields: ['customer', 'country'] },
      { type: 'station', sid: 1, fields: ['country', 'coordinates'] },
    )).toEqual([{ type: 'station', sid: 1, fields: ['customer', 'country', 'coordinates'] }]);
    expect(collect(
      { type: 'issue', iid: 5, sid: 1, fields: ['status', 'closed'] },
      { type: 'issue', iid: 5, sid: 1, fields: ['descr'] },
    )).toEqual([{ type: 'issue', iid: 5, sid: 1, fields: ['status', 'closed', 'descr'] }]);
  });

  it('keeps created and texts when either change has them', () => {
    expect(collect(
      { type: 'station', sid: 1, created: true },
      { type: 'station', sid: 1, fields: ['customer'], texts: false },
    )).toEqual([{ type: 'station', sid: 1, fields: undefined, created: true, texts: false }]);
    expect(collect(
      { type: 'issue', iid: 5, sid: 1, fields: ['descr'], texts: true },
      { type: 'issue', iid: 5, sid: 1, fields: ['status'], texts: false },
    )).toEqual([{ type: 'issue', iid: 5, sid: 1, fields: ['descr', 'status'], texts: true }]);
  });

  it('treats unknown fields (undefined) as all: they win over a list', () => {
    const merged = collect(
      { type: 'station', sid: 1, fields: ['customer'] },
      { type: 'station', sid: 1 },
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ type: 'station', sid: 1 });
    expect((merged[0] as { fields?: string[] }).fields).toBeUndefined();
    expect((collect({ type: 'station', sid: 1 }, { type: 'station', sid: 1, fields: ['customer'] })[0] as { fields?: string[] }).fields).toBeUndefined();
  });

  it('keeps different records apart, in the order they were first changed', () => {
    expect(collect(
      { type: 'station', sid: 2, fields: ['name'] },
      { type: 'issue', iid: 7, sid: 2, fields: ['status'] },
      { type: 'products', sid: 2 },
      { type: 'station', sid: 1, fields: ['name'] },
      { type: 'station', sid: 2, fields: ['country'] },
      { type: 'products', sid: 2 },
    )).toEqual([
      { type: 'station', sid: 2, fields: ['name', 'country'] },
      { type: 'issue', iid: 7, sid: 2, fields: ['status'] },
      { type: 'products', sid: 2 },
      { type: 'station', sid: 1, fields: ['name'] },
    ]);
  });

  it('lets a delete after an update of the same record replace it, in the update\'s place', () => {
    expect(collect(
      { type: 'station', sid: 1, fields: ['customer'] },
      { type: 'issue', iid: 5, sid: 1, fields: ['descr'] },
      { type: 'stationDeleted', sid: 1, iids: [5] },
    )).toEqual([
      { type: 'stationDeleted', sid: 1, iids: [5] },
      { type: 'issue', iid: 5, sid: 1, fields: ['descr'] },
    ]);
    expect(collect(
      { type: 'issue', iid: 5, sid: 1, fields: ['status'] },
      { type: 'issueDeleted', iid: 5, sid: 1, wasOpen: true },
    )).toEqual([{ type: 'issueDeleted', iid: 5, sid: 1, wasOpen: true }]);
  });
});
