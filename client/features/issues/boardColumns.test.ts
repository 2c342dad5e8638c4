import { describe, expect, it } from 'vitest';
import type { IssueSummary } from '../../../shared/records.ts';
import { ageTone, boardColumns, cardAge, changedIids } from './boardColumns.ts';

const now = new Date('2026-06-30T12:00:00Z');
const issue = (iid: number, fields: Partial<IssueSummary>): IssueSummary => ({
  iid, snid: `NCR-${iid}`, stn: 'Station', prod: 'ASC', status: 0, statc: 0, assTo: '', rep: '2026-06-01', close: '1979-01-01T00:00:00.000Z', sid: 1, cat: 1, actDue: [], rc: 0, eff: 0, ...fields,
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

describe('cardAge', () => {
  it('counts whole days since reported, says today under a day, and nothing for a date not set', () => {
    expect(cardAge(issue(1, { rep: '2026-06-27' }), now)).toMatchObject({ days: 3, text: '3 d', tone: 'normal', description: 'Open for 3 days' });
    expect(cardAge(issue(1, { rep: '2026-06-29' }), now)).toMatchObject({ days: 1, description: 'Open for 1 day' });
    expect(cardAge(issue(1, { rep: '2026-06-30' }), now)).toMatchObject({ days: 0, text: 'today', description: 'Reported today' });
    expect(cardAge(issue(1, { rep: '2026-07-02' }), now)).toMatchObject({ days: 0, text: 'today' }); // a date ahead of the clock
    expect(cardAge(issue(1, { rep: '1979-01-01' }), now)).toBeNull();
  });

  it('turns amber from 30 days and red from 90, and says so in words', () => {
    expect(cardAge(issue(1, { rep: '2026-05-31' }), now)).toMatchObject({ days: 30, tone: 'amber', description: 'Open for 30 days, over 30' });
    expect(cardAge(issue(1, { rep: '2026-04-01' }), now)).toMatchObject({ days: 90, tone: 'red', description: 'Open for 90 days, over 90' });
  });

  it('stops the age of a resolved NCR when it was resolved', () => {
    const resolved = issue(1, { status: 2, rep: '2026-01-01', close: '2026-03-01T10:00:00.000Z' });
    expect(cardAge(resolved, now)).toMatchObject({ days: 59, tone: 'amber', description: 'Was open 59 days, over 30' });
    // resolved without a closing date (older data): counted to now
    expect(cardAge(issue(1, { status: 2, rep: '2026-06-20' }), now)).toMatchObject({ days: 10 });
  });
});

describe('ageTone', () => {
  it('has its edges at 30 and 90 days', () => {
    expect([0, 29, 30, 89, 90, 400].map(ageTone)).toEqual(['normal', 'normal', 'amber', 'amber', 'red', 'red']);
  });
});

describe('changedIids', () => {
  it('lists rows that changed or appeared, nothing on the first load', () => {
    const before = [issue(1, {}), issue(2, {})];
    expect(changedIids(undefined, before)).toEqual([]);
    expect(changedIids(before, [issue(1, {}), issue(2, { status: 2 }), issue(3, {})])).toEqual([2, 3]);
  });
});
