import { describe, expect, it } from 'vitest';
import type { NcrDashboard } from '../../../shared/dashboard.ts';
import {
  actionOwnerRows, anyResolved, anyWeek, assigneeBars, categoryPareto, dayLabel, effectivenessFigure, headline, monthLabel, productPareto, resolveMonths,
  rootCausePareto, weekBars,
} from './dashboardCharts.ts';

describe('dashboard charts', () => {
  it('labels a week by its Monday and links its Opened bar to the NCRs reported Monday to Sunday, of every status', () => {
    expect(weekBars([{ week: '2024-12-30', opened: 3, resolved: 1 }, { week: '2025-02-24', opened: 0, resolved: 0 }])).toEqual([
      { week: '2024-12-30', opened: 3, resolved: 1, label: '30 Dec', title: 'Week of 30 Dec 2024', openedLink: '/ncr?filter=0&reported=2024-12-30..2025-01-05' },
      { week: '2025-02-24', opened: 0, resolved: 0, label: '24 Feb', title: 'Week of 24 Feb 2025', openedLink: '/ncr?filter=0&reported=2025-02-24..2025-03-02' },
    ]);
    expect(dayLabel('2024-09-01', true)).toBe('1 Sep 2024');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });

  it('turns a Pareto by category into labelled bars with cumulative percentages and links to the open NCRs of each', () => {
    expect(categoryPareto([{ cat: 2, count: 2, cumulativeShare: 2 / 3 }, { cat: 4, count: 1, cumulativeShare: 1 }])).toEqual([
      { key: '2', label: 'Major', count: 2, cumulative: 66.7, link: '/ncr?category=2' },
      { key: '4', label: 'Internal', count: 1, cumulative: 100, link: '/ncr?category=4' },
    ]);
  });

  it('turns the root-cause Pareto into bars linked to the NCRs of each root cause, of every status', () => {
    expect(rootCausePareto([{ rc: 2, count: 3, cumulativeShare: 0.75 }, { rc: 9, count: 1, cumulativeShare: 1 }])).toEqual([
      { key: 'rc:2', label: 'Material', count: 3, cumulative: 75, link: '/ncr?filter=0&rc=2' },
      { key: 'rc:9', label: 'Unknown', count: 1, cumulative: 100, link: '/ncr?filter=0&rc=9' },
    ]);
  });

  it("splits each owner's open actions into overdue and not yet due, linked to My actions of that owner", () => {
    expect(actionOwnerRows([{ owner: 'Anna Berger', open: 3, overdue: 1 }, { owner: '', open: 2, overdue: 0 }])).toEqual([
      { key: 'Anna Berger', label: 'Anna Berger', open: 3, overdue: 1, notYetDue: 2, link: '/actions?owner=Anna%20Berger', overdueLink: '/actions?owner=Anna%20Berger&due=overdue' },
      { key: 'none', label: 'No owner', open: 2, overdue: 0, notYetDue: 2, link: '/actions?owner=none', overdueLink: '/actions?owner=none&due=overdue' },
    ]);
  });

  it('gives the share of closed NCRs reviewed, and links to the closed ones not reviewed', () => {
    expect(effectivenessFigure({ closed: 140, reviewed: 87 })).toEqual({
      percent: 62, closed: 140, reviewed: 87, notReviewed: 53, link: '/ncr?filter=0&eff=0&status=2',
    });
    expect(effectivenessFigure({ closed: 0, reviewed: 0 }).percent).toBeNull();
  });

  it('ends the product Pareto with the other products as one bar that leads nowhere', () => {
    const top = [{ product: 'ASC 20 kV coil', count: 5, cumulativeShare: 0.5 }, { product: 'Fan & heater', count: 2, cumulativeShare: 0.7 }];
    expect(productPareto(top, { products: 3, count: 3 })).toEqual([
      { key: 'product:ASC 20 kV coil', label: 'ASC 20 kV coil', count: 5, cumulative: 50, link: '/ncr?product=ASC%2020%20kV%20coil' },
      { key: 'product:Fan & heater', label: 'Fan & heater', count: 2, cumulative: 70, link: '/ncr?product=Fan%20%26%20heater' },
      { key: 'others', label: '3 other products', count: 3, cumulative: 100, link: null },
    ]);
    expect(productPareto(top, { products: 1, count: 4 }).at(-1)!.label).toBe('1 other product');
    expect(productPareto(top, { products: 0, count: 0 })).toHaveLength(2);
    // A wall screen shows fewer: the rest join the others.
    expect(productPareto(top, { products: 3, count: 3 }, 1).slice(1)).toEqual([{ key: 'others', label: '4 other products', count: 5, cumulative: 100, link: null }]);
  });

  it('labels months and rounds days to one decimal, keeping months without any as gaps', () => {
    expect(resolveMonths([
      { month: '2025-01', resolved: 0, median: null, p90: null },
      { month: '2025-02', resolved: 4, median: 14.45, p90: 24.549999 },
    ])).toEqual([
      { month: '2025-01', label: 'Jan 2025', resolved: 0, median: null, p90: null },
      { month: '2025-02', label: 'Feb 2025', resolved: 4, median: 14.5, p90: 24.5 },
    ]);
  });

  it('names NCRs of nobody Unassigned, without a link (the list has no such filter), and links each person', () => {
    expect(assigneeBars([{ assignee: 'Anna Berger', count: 3 }, { assignee: '', count: 2 }])).toEqual([
      { label: 'Anna Berger', count: 3, link: '/ncr?assignee=Anna%20Berger' },
      { label: 'Unassigned', count: 2, link: null },
    ]);
  });

  it('takes the headline from this week and this month, and tells empty charts', () => {
    const dashboard = {
      open: 7,
      weeks: [{ week: '2025-02-24', opened: 4, resolved: 2 }, { week: '2025-03-03', opened: 1, resolved: 3 }],
      resolveDays: [{ month: '2025-02', resolved: 2, median: 3, p90: 4 }, { month: '2025-03', resolved: 1, median: 2.25, p90: 2.25 }],
    } as NcrDashboard;
    expect(headline(dashboard)).toEqual({ open: 7, openedThisWeek: 1, resolvedThisWeek: 3, medianThisMonth: 2.3 });
    expect(headline({ ...dashboard, weeks: [], resolveDays: [{ month: '2025-03', resolved: 0, median: null, p90: null }] }))
      .toEqual({ open: 7, openedThisWeek: 0, resolvedThisWeek: 0, medianThisMonth: null });
    expect(anyWeek([{ week: '2025-03-03', opened: 0, resolved: 0 }])).toBe(false);
    expect(anyWeek(dashboard.weeks)).toBe(true);
    expect(anyResolved([{ month: '2025-03', resolved: 0, median: null, p90: null }])).toBe(false);
  });
});
