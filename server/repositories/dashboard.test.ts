import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_STATUS, ACTION_TYPE, EFFECTIVENESS, ISSUE_STATUS, ROOT_CAUSE } from '../../shared/constants.ts';
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
      byAssignee: [], topStations: [], actionsByOwner: [], byRootCause: [], effectiveness: { closed: 0, reviewed: 0 },
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

// Issue 36: open actions by owner (overdue first), the Pareto of root causes, the share of closed NCRs reviewed.
describe('readNcrDashboard: actions, root causes and effectiveness', () => {
  let own: CommandDatabase;
  beforeAll(async () => { own = await openCommandDatabase(); });
  afterAll(async () => { await own?.close(); });

  it('counts open actions per owner with the overdue ones, NCRs per root cause that is set, and the closed NCRs reviewed', async () => {
    const sid = await insertTestStation(own.sql, { name: 'A', projId: 'P-A' });
    const { New, Resolved } = ISSUE_STATUS;
    const { Design, Material, Supplier } = ROOT_CAUSE;
    const issue = (status: number, rcCat: number, effResult: number) => insertTestIssue(own.sql, sid, { status, rcCat, effResult });
    const open = await issue(New, Material, EFFECTIVENESS.NotReviewed);
    await issue(New, Material, EFFECTIVENESS.NotReviewed);
    await issue(Resolved, Material, EFFECTIVENESS.Effective);
    await issue(Resolved, Supplier, EFFECTIVENESS.NotEffective);
    await issue(Resolved, Design, EFFECTIVENESS.NotReviewed);
    await issue(Resolved, ROOT_CAUSE.NotSet, EFFECTIVENESS.NotReviewed); // not in the Pareto, closed and not reviewed
    await issue(New, ROOT_CAUSE.NotSet, EFFECTIVENESS.NotYetKnown); // open: not counted as closed

    const action = (owner: string | null, due: string | null, status: number = ACTION_STATUS.Open) =>
      own.sql`insert into issue_actions ${own.sql({ iid: open, type: ACTION_TYPE.Corrective, owner, due, status, createdBy: 'setup', modBy: 'setup' })}`;
    await action('Anna Berger', '2025-03-04'); // yesterday: overdue
    await action('Anna Berger', '2025-03-05'); // today: not overdue
    await action('Anna Berger', null);
    await action('Jonas Weber', '2025-03-10');
    await action('Jonas Weber', '2025-03-11');
    await action('Jonas Weber', '2025-03-12');
    await action('Jonas Weber', '2024-01-01', ACTION_STATUS.Done); // done: not open, not overdue
    await action('Jonas Weber', '2024-01-01', ACTION_STATUS.Cancelled);
    await action(null, '2025-01-01'); // nobody's, overdue
    await action(null, '2025-03-20');

    const rows = await readNcrDashboard(own.sql, TODAY, LIMITS);
    // Those with the most overdue first (a tie: the more open first), then the rest by open ones.
    expect(rows.actionsByOwner).toEqual([
      { owner: 'Anna Berger', open: 3, overdue: 1 }, { owner: null, open: 2, overdue: 1 }, { owner: 'Jonas Weber', open: 3, overdue: 0 },
    ]);
    expect(rows.byRootCause).toEqual([
      { rc: Material, count: 3, cumulativeShare: 0.6 }, { rc: Design, count: 1, cumulativeShare: 0.8 }, { rc: Supplier, count: 1, cumulativeShare: 1 },
    ]);
    expect(rows.effectiveness).toEqual({ closed: 4, reviewed: 2 });
  });
});
