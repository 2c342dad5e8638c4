import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_STATUS } from '../../shared/constants.ts';
import { insertTestIssue, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { readNcrDashboard } from './dashboard.ts';

// The dashboard's SQL on a fixed day, at the edges a clock cannot reach in the integration test: the first and
// last week of the range, Sunday and Monday, days in UTC, a date in the future, legacy rows (resolved without a
// closed time, a closed time left on an open NCR, closed before reported), ties, case of products.
let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

/** A Wednesday: the weeks run from Monday 2024-03-04 to Monday 2025-03-03, the months from 2024-04 to 2025-03. */
const TODAY = '2025-03-05';
const LIMITS = { topProducts: 1, topStations: 2 };

/** The 53 Mondays of the range, each with these counts or zeros. */
function weeks(counts: Record<string, { opened?: number; resolved?: number }>) {
  return Array.from({ length: 53 }, (_, index) => {
    const week = new Date(Date.UTC(2024, 2, 4 + 7 * index)).toISOString().slice(0, 10);
    return { week, opened: counts[week]?.opened ?? 0, resolved: counts[week]?.resolved ?? 0 };
  });
}

const MONTHS = ['2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03'];

describe('readNcrDashboard', () => {
  it('answers zeros for every week and month, and empty lists, without NCRs', async () => {
    const rows = await readNcrDashboard(db.sql, TODAY, LIMITS);
    expect(rows).toEqual({
      open: 0, weeks: weeks({}), byCategory: [], byProduct: [], products: 0,
      resolveDays: MONTHS.map((month) => ({ month, resolved: 0, median: null, p90: null })),
      byAssignee: [], topStations: [],
    });
  });

  it('counts by week and month in UTC, Pareto by category and product, per assignee and the top stations', async () => {
    const [a, b, c] = [await insertTestStation(db.sql, { name: 'A', projId: 'P-A' }), await insertTestStation(db.sql, { name: 'B', projId: 'P-B' }),
      await insertTestStation(db.sql, { name: 'C', projId: 'P-C' })];
    const { New, InProgress, Resolved } = ISSUE_STATUS;
    const issue = (sid: number, status: number, owner: string | null, cat: number, product: string, reported: string | null, closed: string | null) =>
      insertTestIssue(db.sql, sid, { status, owner, cat, product, reported, closed: closed && new Date(closed) });
    await issue(a, New, 'Anna Berger', 2, 'Coil X', '2024-03-04', null); // the first day of the first week
    await issue(a, Resolved, 'Jonas Weber', 1, 'Coil X', '2024-03-03', '2024-03-04T00:00:00Z'); // reported the Sunday before
    await issue(a, Resolved, null, 1, 'Drive', '2025-03-02', '2025-03-03T23:59:59Z'); // a Sunday; resolved this week
    await issue(b, Resolved, 'Anna Berger', 3, 'Drive', '2025-02-01', '2025-03-01T00:30:00+02:00'); // 28 Feb in UTC
    await issue(b, Resolved, null, 1, 'Drive', null, '2025-02-10T12:00:00Z'); // no reported date: not measured
    await issue(b, InProgress, null, 2, 'coil x', '2025-03-10', null); // reported in the future
    await issue(c, Resolved, 'Anna Berger', 4, 'Panel', '2025-01-02', null); // resolved without a closed time
    await issue(c, InProgress, 'Jonas Weber', 2, 'coil x', '2024-06-05', '2025-02-11T00:00:00Z'); // open, a closed time left over
    await issue(c, Resolved, 'Jonas Weber', 1, 'Panel', '2025-01-20', '2025-01-10T08:00:00Z'); // closed before reported: 0 days
    await issue(a, Resolved, 'Anna Berger', 1, 'Drive', '2025-02-18', '2025-02-20T10:00:00Z');
    await issue(a, New, 'Anna Berger', 3, 'Panel', '2024-12-31', null);
    await issue(a, Resolved, 'Anna Berger', 2, 'Drive', '2024-03-15', '2024-04-01T00:00:00Z'); // the first month

    const rows = await readNcrDashboard(db.sql, TODAY, LIMITS);
    expect(rows.open).toBe(4);
    expect(rows.weeks).toEqual(weeks({
      '2024-03-04': { opened: 1, resolved: 1 }, '2024-03-11': { opened: 1 }, '2024-04-01': { resolved: 1 }, '2024-06-03': { opened: 1 },
      '2024-12-30': { opened: 2 }, '2025-01-06': { resolved: 1 }, '2025-01-20': { opened: 1 }, '2025-01-27': { opened: 1 },
      '2025-02-10': { resolved: 1 }, '2025-02-17': { opened: 1, resolved: 1 }, '2025-02-24': { opened: 1, resolved: 1 },
      '2025-03-03': { resolved: 1 },
    }));
    expect(rows.byCategory).toEqual([{ cat: 2, count: 3, cumulativeShare: 0.75 }, { cat: 3, count: 1, cumulativeShare: 1 }]);
    // 'Coil X' and 'coil x' are one product, named as most of its NCRs spell it; one product shown of two.
    expect(rows.byProduct).toEqual([{ product: 'coil x', count: 3, cumulativeShare: 0.75 }]);
    expect(rows.products).toBe(2);
    const measured: Record<string, [number, number, number]> = { '2024-04': [1, 17, 17], '2025-01': [1, 0, 0], '2025-02': [2, 14.5, 24.5], '2025-03': [1, 1, 1] };
    expect(rows.resolveDays).toEqual(MONTHS.map((month) => {
      const [resolved, median, p90] = measured[month] ?? [0, null, null];
      return { month, resolved, median, p90 };
    }));
    expect(rows.byAssignee).toEqual([{ assignee: 'Anna Berger', count: 2 }, { assignee: 'Jonas Weber', count: 1 }, { assignee: null, count: 1 }]);
    // B and C both have 3 NCRs, 1 open: the older station first.
    expect(rows.topStations).toEqual([
      { sid: a, name: 'A', projId: 'P-A', open: 2, total: 6 },
      { sid: b, name: 'B', projId: 'P-B', open: 1, total: 3 },
    ]);
  });
});
