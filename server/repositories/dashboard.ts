// The NCR dashboard's figures, aggregated in SQL (no NCR is loaded into Node): weeks and months come from
// generate_series, so a week or month without NCRs is a row of zeros; days count in UTC (`closed` is a
// timestamp, `reported` a date). The same SQL runs on PostgreSQL and on PGlite. Ties are ordered by bytes
// (collate "C"), so both order alike whatever the database's locale.
import type { Effectiveness, IssueCategory, RootCause } from '../../shared/constants.ts';
import type { Db, Sql } from '../db/sql.ts';
import { issueIsOpen } from './issues.ts';

export interface WeekRow { week: string; opened: number; resolved: number }
export interface CategoryRow { cat: IssueCategory; count: number; cumulativeShare: number }
export interface ProductRow { product: string; count: number; cumulativeShare: number }
export interface ResolveMonthRow { month: string; resolved: number; median: number | null; p90: number | null }
export interface AssigneeRow { assignee: string | null; count: number }
export interface StationNcrsRow { sid: number; name: string; projId: string; open: number; total: number }
export interface ActionOwnerRow { owner: string | null; open: number; overdue: number }
export interface RootCauseRow { rc: RootCause; count: number; cumulativeShare: number }
export interface EffectivenessRow { closed: number; reviewed: number }

export interface DashboardRows {
  open: number;
  weeks: WeekRow[];
  byCategory: CategoryRow[];
  /** The first `topProducts` products; `products` counts them all. */
  byProduct: ProductRow[];
  products: number;
  resolveDays: ResolveMonthRow[];
  byAssignee: AssigneeRow[];
  topStations: StationNcrsRow[];
  actionsByOwner: ActionOwnerRow[];
  byRootCause: RootCauseRow[];
  effectiveness: EffectivenessRow;
}

/**
 * Every figure of the dashboard for the day `today` ('YYYY-MM-DD', UTC), read in one snapshot (a read-only
 * repeatable-read transaction), so that the charts agree with each other.
 */
export async function readNcrDashboard(sql: Sql, today: string, limits: { topProducts: number; topStations: number }): Promise<DashboardRows> {
  return sql.begin('isolation level repeatable read read only', async (tx) => {
    const [{ open }] = await tx<[{ open: number }]>`select count(*)::int as open from issues i where ${issueIsOpen(tx)}`;
    const products = await openByProduct(tx, limits.topProducts);
    return {
      open,
      weeks: await openedAndResolvedByWeek(tx, today),
      byCategory: await openByCategory(tx),
      byProduct: products.rows,
      products: products.all,
      resolveDays: await resolveDaysByMonth(tx, today),
      byAssignee: await openByAssignee(tx),
      topStations: await stationsWithMostNcrs(tx, limits.topStations),
      actionsByOwner: await openActionsByOwner(tx, today),
      byRootCause: await ncrsByRootCause(tx),
      effectiveness: await effectivenessReviewed(tx),
    };
  });
}

const isResolved = (db: Db) => db`not (${issueIsOpen(db)})`;

/**
 * NCRs opened (by reported date) and resolved (by the UTC day of `closed`) in every week (Monday to Sunday) from
 * the one holding the day twelve months before `today` to the one holding `today`.
 */
async function openedAndResolvedByWeek(db: Db, today: string): Promise<WeekRow[]> {
  return db<WeekRow[]>`
    with weeks as (
      select week::date as week
      from generate_series(date_trunc('week', ${today}::date - interval '12 months'), date_trunc('week', ${today}::date::timestamp), interval '1 week') as week
    ), opened as (
      select date_trunc('week', i.reported::timestamp)::date as week, count(*)::int as n
      from issues i
      where i.reported >= (select min(week) from weeks)
      group by 1
    ), resolved as (
      select date_trunc('week', i.closed at time zone 'UTC')::date as week, count(*)::int as n
      from issues i
      where ${isResolved(db)} and i.closed >= (select min(week) from weeks)::timestamp at time zone 'UTC'
      group by 1
    )
    select w.week, coalesce(o.n, 0) as opened, coalesce(r.n, 0) as resolved
    from weeks w left join opened o on o.week = w.week left join resolved r on r.week = w.week
    order by w.week`;
}

/** The Pareto of open NCRs by category: most first, each with the share of all open NCRs up to it. */
async function openByCategory(db: Db): Promise<CategoryRow[]> {
  return db<CategoryRow[]>`
    select cat, count, (sum(count) over running)::float8 / (sum(count) over ())::float8 as cumulative_share
    from (select i.cat, count(*)::int as count from issues i where ${issueIsOpen(db)} group by i.cat) c
    window running as (order by count desc, cat rows between unbounded preceding and current row)
    order by count desc, cat`;
}

/**
 * The Pareto of open NCRs by product: products that differ only in case are one (named by their most common
 * spelling), as the NCR list's `product` filter matches them; the first `limit`, and how many there are.
 */
async function openByProduct(db: Db, limit: number): Promise<{ rows: ProductRow[]; all: number }> {
  const rows = await db<(ProductRow & { productsTotal: number })[]>`
    with products as (
      select lower(i.product) collate "C" as key, mode() within group (order by i.product collate "C") as product, count(*)::int as count
      from issues i where ${issueIsOpen(db)}
      group by lower(i.product)
    ), ranked as (
      select product, count, row_number() over running as rank, (count(*) over ())::int as products_total,
        (sum(count) over running)::float8 / (sum(count) over ())::float8 as cumulative_share
      from products
      window running as (order by count desc, key rows between unbounded preceding and current row)
    )
    select product, count, cumulative_share, products_total from ranked where rank <= ${limit} order by rank`;
  return { rows: rows.map(({ productsTotal: _total, ...row }) => row), all: rows[0]?.productsTotal ?? 0 };
}

/**
 * Days from reported to resolved (the UTC day of `closed`; an NCR closed before its reported date counts 0) of
 * the NCRs resolved in each of the twelve months up to `today`'s: the median and the 90th percentile,
 * interpolated (percentile_cont). NCRs without a reported date are not measured.
 */
async function resolveDaysByMonth(db: Db, today: string): Promise<ResolveMonthRow[]> {
  return db<ResolveMonthRow[]>`
    with months as (
      select month
      from generate_series(date_trunc('month', ${today}::date::timestamp) - interval '11 months', date_trunc('month', ${today}::date::timestamp), interval '1 month') as month
    ), resolved as (
      select date_trunc('month', i.closed at time zone 'UTC') as month,
        greatest((i.closed at time zone 'UTC')::date - i.reported, 0) as days
      from issues i
      where ${isResolved(db)} and i.reported is not null
        and i.closed >= (select min(month) from months) at time zone 'UTC'
    )
    select to_char(m.month, 'YYYY-MM') as month, count(r.days)::int as resolved,
      percentile_cont(0.5) within group (order by r.days) as median,
      percentile_cont(0.9) within group (order by r.days) as p90
    from months m left join resolved r on r.month = m.month
    group by m.month
    order by m.month`;
}

/** Open NCRs by assignee (null: nobody), most first. */
async function openByAssignee(db: Db): Promise<AssigneeRow[]> {
  return db<AssigneeRow[]>`
    select i.owner as assignee, count(*)::int as count
    from issues i where ${issueIsOpen(db)}
    group by i.owner
    order by count desc, i.owner collate "C" nulls last`;
}

/**
 * The stations with the most NCRs, open or resolved; ties: the more open first, then the older station. Counted
 * on the issues alone, and only the first ones joined to their station (half the time of joining them all).
 */
async function stationsWithMostNcrs(db: Db, limit: number): Promise<StationNcrsRow[]> {
  return db<StationNcrsRow[]>`
    with counts as (
      select i.sid, count(*)::int as total, (count(*) filter (where ${issueIsOpen(db)}))::int as open
      from issues i
      group by i.sid
      order by total desc, open desc, i.sid
      limit ${limit}
    )
    select s.sid, s.name, s.proj_id, c.total, c.open
    from counts c join stations s on s.sid = c.sid
    order by c.total desc, c.open desc, c.sid`;
}

/**
 * Open actions by owner (null: nobody) and how many of them are past their due date on `today` (shared/
 * actionRules.ts isOverdue): the owners with overdue actions first, most overdue first, then by open actions.
 */
async function openActionsByOwner(db: Db, today: string): Promise<ActionOwnerRow[]> {
  return db<ActionOwnerRow[]>`
    select a.owner, count(*)::int as open, (count(*) filter (where a.due < ${today}::date))::int as overdue
    from issue_actions a
    where a.status = 0
    group by a.owner
    order by overdue desc, open desc, a.owner collate "C" nulls last`;
}

/** The Pareto of root causes: every NCR whose root-cause category is set (open or resolved), most first. */
async function ncrsByRootCause(db: Db): Promise<RootCauseRow[]> {
  return db<RootCauseRow[]>`
    select rc, count, (sum(count) over running)::float8 / (sum(count) over ())::float8 as cumulative_share
    from (select i.rc_cat as rc, count(*)::int as count from issues i where i.rc_cat <> 0 group by i.rc_cat) c
    window running as (order by count desc, rc rows between unbounded preceding and current row)
    order by count desc, rc`;
}

/** Resolved NCRs, and those of them whose effectiveness was reviewed (any result but Not reviewed). */
async function effectivenessReviewed(db: Db): Promise<EffectivenessRow> {
  const notReviewed: Effectiveness = 0;
  const [row] = await db<EffectivenessRow[]>`
    select count(*)::int as closed, (count(*) filter (where i.eff_result <> ${notReviewed}))::int as reviewed
    from issues i where ${isResolved(db)}`;
  return row!;
}
