import { describe, expect, it } from 'vitest';
import { closureRefusalOf } from './closureRefusals.ts';

describe('the closure refusal of an NCR', () => {
  const blockers = [{ kind: 'action', aid: 3, label: 'Containment “Seal”', status: 0 }, { kind: 'effectiveness', result: 0 }];

  it('is read from a 409 that lists what blocks resolving', () => {
    expect(closureRefusalOf(409, { message: 'Cannot resolve: …', blockers })).toEqual({ message: 'Cannot resolve: …', blockers });
  });

  it('is no other refusal: another status, a conflict with the current record, blockers not understood', () => {
    expect(closureRefusalOf(400, { message: 'x', blockers })).toBeNull();
    expect(closureRefusalOf(409, { message: 'Conflict', issue: {} })).toBeNull();
    expect(closureRefusalOf(409, { blockers: [] })).toBeNull();
    expect(closureRefusalOf(409, { blockers: [{ kind: 'action' }] })).toBeNull();
    expect(closureRefusalOf(409, undefined)).toBeNull();
  });
});
