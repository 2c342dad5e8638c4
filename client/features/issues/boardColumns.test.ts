import { describe, expect, it } from 'vitest';
import type { IssueSummary } from '../../../shared/records.ts';
import { ageText, boardColumns, changedIids } from './boardColumns.ts';

const now = new Date('2026-06-30T12:00:00Z');
const issue = (iid: number, fields: Partial<IssueSummary>): IssueSummary => ({
  iid, snid: `NCR-${iid}`, stn: 'Station', prod: 'ASC', status: 0, statc: 0, assTo: '', rep: '2026-06-01', close: '1979-01-01T00:00:00.000Z', ...fields,
});

describe('boardColumns', () => {
  it('puts open issues by status and only the last 30 days of resolved ones', () => {
    const columns = boardColumns([
      issue(1, {}), issue(2, { status: 1 }),
      issue(3, { status: 2, close: '2026-06-20T08:00:00.000Z' }),
      issue(4, { status: 2, close: '2026-05-01T08:00:00.000Z' }),
      issue(5, { status: 2 }),
    ], now);
    expect(columns.map((c) => [c.status, c.issues.map((i) => i.iid)])).toEqual([[0, [1]], [1, [2]], [2, [3]]]);
  });
});

describe('ageText', () => {
  it('counts whole days, says today under a day, and nothing for a date not set', () => {
    expect(ageText('2026-06-27', now)).toBe('3 d');
    expect(ageText('2026-06-30T08:00:00.000Z', now)).toBe('today');
    expect(ageText('1979-01-01', now)).toBe('');
  });
});

describe('changedIids', () => {
  it('lists rows that changed or appeared, nothing on the first load', () => {
    const before = [issue(1, {}), issue(2, {})];
    expect(changedIids(undefined, before)).toEqual([]);
    expect(changedIids(before, [issue(1, {}), issue(2, { status: 2 }), issue(3, {})])).toEqual([2, 3]);
  });
});
