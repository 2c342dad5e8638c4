import { describe, expect, it } from 'vitest';
import { changedFields, isStaleWholeRecord, pickChanged } from './updateRules.ts';

const ALL = ['a', 'b', 'c'] as const;

describe('isStaleWholeRecord', () => {
  const current = new Date('2026-01-01T10:00:00.123Z');

  it('refuses only a whole record on an older version', () => {
    expect(isStaleWholeRecord('2026-01-01T09:00:00.000Z', current, ['a', 'b', 'c'], ALL)).toBe(true);
    expect(isStaleWholeRecord('2026-01-01T09:00:00.000Z', current, ['a', 'b'], ALL)).toBe(false);
    expect(isStaleWholeRecord('2026-01-01T10:00:00.123Z', current, ['a', 'b', 'c'], ALL)).toBe(false);
    expect(isStaleWholeRecord('2026-01-01T11:00:00.123+01:00', current, ['a', 'b', 'c'], ALL)).toBe(false);
  });
});

describe('changedFields', () => {
  it('lists only the fields whose value differs, with before and after', () => {
    const current = { a: 'x', b: null as string | null, c: new Date('2026-01-01T00:00:00Z'), d: true };
    const changes = changedFields(current, { a: 'x', b: 'new', c: new Date('2026-01-01T00:00:00Z'), d: false });
    expect(changes).toEqual([
      { field: 'b', before: null, after: 'new' },
      { field: 'd', before: true, after: false },
    ]);
    expect(pickChanged({ a: 'x', b: 'new', d: false }, changes)).toEqual({ b: 'new', d: false });
  });
});
