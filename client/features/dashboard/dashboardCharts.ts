// The dashboard's answer turned into what its charts and tables show, as pure functions: labels, percentages,
// and where each bar or row leads (the NCR list narrowed to it, paths.issuesWhere).
import { EFFECTIVENESS, ISSUE_CATEGORY_LABELS, ISSUE_FILTER, ISSUE_STATUS, ROOT_CAUSE_LABELS } from '../../../shared/constants.ts';
import type {
  ActionOwnerBar, AssigneeBar, CategoryBar, DashboardWeek, EffectivenessShare, NcrDashboard, ProductBar, ResolveMonth, RootCauseBar,
} from '../../../shared/dashboard.ts';
import { ALL, DUE_OVERDUE, NOBODY } from '../../../shared/lists/actionList.ts';
import { paths } from '../../../shared/paths.ts';

/** Month names of the labels: fixed, so that a label reads the same in every browser locale. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
/** 'YYYY-MM-DD' plus `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
/** '2025-03-03' → '3 Mar' (an axis), with the year: '3 Mar 2025'. */
export function dayLabel(day: string, withYear = false): string {
  const [year, month, date] = parts(day);
  return `${date} ${MONTHS[month - 1]}${withYear ? ` ${year}` : ''}`;
}
/** '2025-03' → 'Mar 2025'. */
export function monthLabel(month: string): string {
  const [year, number] = parts(month);
  return `${MONTHS[number - 1]} ${year}`;
}
/** A share 0–1 as a percentage with one decimal. */
export const percent = (share: number) => Math.round(share * 1000) / 10;
/** Days with at most one decimal (percentiles interpolate). */
export const days = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export interface WeekBar extends DashboardWeek {
  /** The axis label: the Monday ('3 Mar'). */
  label: string;
  /** 'Week of 3 Mar 2025'. */
  title: string;
  /** The NCRs reported that week (every status). */
  openedLink: string;
}

export function weekBars(weeks: DashboardWeek[]): WeekBar[] {
  return weeks.map((week) => ({
    ...week,
    label: dayLabel(week.week),
    title: `Week of ${dayLabel(week.week, true)}`,
    openedLink: paths.issuesWhere({ filter: ISSUE_FILTER.All, reported: { from: week.week, to: addDays(week.week, 6) } }),
  }));
}

/** One bar of a Pareto: its open NCRs and the running share in percent; `link` null for a bar of several. */
export interface ParetoBar { key: string; label: string; count: number; cumulative: number; link: string | null }

export function categoryPareto(bars: CategoryBar[]): ParetoBar[] {
  return bars.map((bar) => ({
    key: String(bar.cat), label: ISSUE_CATEGORY_LABELS[bar.cat], count: bar.count, cumulative: percent(bar.cumulativeShare),
    link: paths.issuesWhere({ category: bar.cat }),
  }));
}

/**
 * The first products (at most `limit`), and the others as one last bar, which ends the cumulative line at
 * 100 % and leads nowhere (its NCRs have no one filter of the list).
 */
export function productPareto(bars: ProductBar[], others: NcrDashboard['otherProducts'], limit = bars.length): ParetoBar[] {
  const shown: ParetoBar[] = bars.slice(0, limit).map((bar) => ({
    key: `product:${bar.product}`, label: bar.product, count: bar.count, cumulative: percent(bar.cumulativeShare),
    link: paths.issuesWhere({ product: bar.product }),
  }));
  const folded = bars.slice(limit);
  const rest = { products: others.products + folded.length, count: others.count + folded.reduce((sum, bar) => sum + bar.count, 0) };
  if (rest.count === 0) return shown;
  const label = `${rest.products} other product${rest.products === 1 ? '' : 's'}`;
  return [...shown, { key: 'others', label, count: rest.count, cumulative: 100, link: null }];
}

export interface MonthPoint { month: string; label: string; resolved: number; median: number | null; p90: number | null }

export function resolveMonths(months: ResolveMonth[]): MonthPoint[] {
  return months.map((month) => ({ ...month, label: monthLabel(month.month), median: days(month.median), p90: days(month.p90) }));
}

export const UNASSIGNED = 'Unassigned';

/** Open NCRs by assignee; NCRs of nobody are not a filter of the list, so their bar leads nowhere. */
export function assigneeBars(bars: AssigneeBar[]): { label: string; count: number; link: string | null }[] {
  return bars.map((bar) => ({
    label: bar.assignee || UNASSIGNED, count: bar.count, link: bar.assignee ? paths.issuesWhere({ assignee: bar.assignee }) : null,
  }));
}

/** The Pareto of root causes (issue 36): each bar leads to its NCRs, open and resolved. */
export function rootCausePareto(bars: RootCauseBar[]): ParetoBar[] {
  return bars.map((bar) => ({
    key: `rc:${bar.rc}`, label: ROOT_CAUSE_LABELS[bar.rc] ?? String(bar.rc), count: bar.count, cumulative: percent(bar.cumulativeShare),
    link: paths.issuesWhere({ filter: ISSUE_FILTER.All, rc: bar.rc }),
  }));
}

export const NO_OWNER = 'No owner';

/** One owner's open actions: the overdue ones and those not yet due, each part a link to them in My actions. */
export interface ActionOwnerRow { key: string; label: string; open: number; overdue: number; notYetDue: number; link: string; overdueLink: string }

export function actionOwnerRows(bars: ActionOwnerBar[]): ActionOwnerRow[] {
  return bars.map((bar) => {
    const owner = bar.owner || NOBODY;
    return {
      key: owner, label: bar.owner || NO_OWNER, open: bar.open, overdue: bar.overdue, notYetDue: bar.open - bar.overdue,
      link: paths.actionsWhere({ owner }), overdueLink: paths.actionsWhere({ owner, due: DUE_OVERDUE }),
    };
  });
}

/** Everyone's open actions (My actions for all owners). */
export const allOpenActionsLink = paths.actionsWhere({ owner: ALL });

/**
 * The share of closed (Resolved) NCRs whose effectiveness was reviewed, in whole percent (null without any), and
 * the link to those that were not.
 */
export function effectivenessFigure(share: EffectivenessShare): { percent: number | null; closed: number; reviewed: number; notReviewed: number; link: string } {
  return {
    percent: share.closed === 0 ? null : Math.round((share.reviewed / share.closed) * 100),
    closed: share.closed,
    reviewed: share.reviewed,
    notReviewed: share.closed - share.reviewed,
    link: paths.issuesWhere({ filter: ISSUE_FILTER.All, status: ISSUE_STATUS.Resolved, eff: EFFECTIVENESS.NotReviewed }),
  };
}

/** The figures in the dashboard's header: open now, this week's opened and resolved, this month's median. */
export function headline(dashboard: NcrDashboard): { open: number; openedThisWeek: number; resolvedThisWeek: number; medianThisMonth: number | null } {
  const week = dashboard.weeks.at(-1);
  return {
    open: dashboard.open,
    openedThisWeek: week?.opened ?? 0,
    resolvedThisWeek: week?.resolved ?? 0,
    medianThisMonth: days(dashboard.resolveDays.at(-1)?.median ?? null),
  };
}

/** Whether a chart of these weeks or months has anything to show. */
export const anyWeek = (weeks: DashboardWeek[]) => weeks.some((week) => week.opened > 0 || week.resolved > 0);
export const anyResolved = (months: ResolveMonth[]) => months.some((month) => month.resolved > 0);
