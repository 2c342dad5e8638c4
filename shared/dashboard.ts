// The NCR dashboard on the wire (issue 15): figures the server aggregates in SQL, for the day its clock says.
import { z } from 'zod';
import { issueFields } from './schemas/issue.ts';

/** Products of the Pareto by product shown one by one; the rest are summed as one. */
export const DASHBOARD_TOP_PRODUCTS = 15;
/** Stations listed by how many NCRs they have. */
export const DASHBOARD_TOP_STATIONS = 10;

const count = z.number().int().nonnegative();
/** A share of all open NCRs, 0–1. */
const share = z.number().min(0).max(1);
const day = z.iso.date();

export const dashboardWeek = z.object({
  /** The week's Monday, 'YYYY-MM-DD'. */
  week: day,
  /** NCRs reported that week. */
  opened: count,
  /** NCRs resolved that week (by when they were closed, UTC). */
  resolved: count,
});
export type DashboardWeek = z.infer<typeof dashboardWeek>;

/** One bar of a Pareto of NCRs: its count and the share of all of the Pareto's NCRs up to and including it. */
const paretoBar = { count, cumulativeShare: share };
export const categoryBar = z.object({ cat: issueFields.cat.wire, ...paretoBar });
export type CategoryBar = z.infer<typeof categoryBar>;
export const productBar = z.object({ product: z.string(), ...paretoBar });
export type ProductBar = z.infer<typeof productBar>;

export const resolveMonth = z.object({
  /** 'YYYY-MM'. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** NCRs resolved that month that have a reported date (the ones measured). */
  resolved: count,
  /** Days from reported to closed: the median and the 90th percentile (interpolated); null without any. */
  median: z.number().nonnegative().nullable(),
  p90: z.number().nonnegative().nullable(),
});
export type ResolveMonth = z.infer<typeof resolveMonth>;

export const assigneeBar = z.object({
  /** The person's name; '' for NCRs assigned to nobody. */
  assignee: z.string(),
  count,
});
export type AssigneeBar = z.infer<typeof assigneeBar>;

export const stationNcrs = z.object({ sid: z.number().int(), name: z.string(), projId: z.string(), open: count, total: count });
export type StationNcrs = z.infer<typeof stationNcrs>;

/** Open actions of one owner (issue 36): how many, and how many of them are overdue. */
export const actionOwnerBar = z.object({
  /** The person's name; '' for actions of nobody. */
  owner: z.string(),
  open: count,
  overdue: count,
});
export type ActionOwnerBar = z.infer<typeof actionOwnerBar>;

/** One bar of the Pareto of root causes: NCRs (open or resolved) of one root-cause category that is set. */
export const rootCauseBar = z.object({ rc: issueFields.rcCat.wire, ...paretoBar });
export type RootCauseBar = z.infer<typeof rootCauseBar>;

/** Resolved NCRs, and how many of them had their effectiveness reviewed (a result other than Not reviewed). */
export const effectivenessShare = z.object({ closed: count, reviewed: count });
export type EffectivenessShare = z.infer<typeof effectivenessShare>;

export const ncrDashboard = z.object({
  /** The day (UTC) the figures are for: the last week and month are the ones holding it. */
  today: day,
  /** Open NCRs now. */
  open: count,
  /** Every week (Monday to Sunday) from the one holding the day twelve months ago to this one, oldest first. */
  weeks: z.array(dashboardWeek),
  /** Open NCRs by category, most first (ties by category). */
  byCategory: z.array(categoryBar),
  /** Open NCRs by product (any case), most first (ties by name): the first DASHBOARD_TOP_PRODUCTS … */
  byProduct: z.array(productBar),
  /** … and the rest together: how many products, how many NCRs. */
  otherProducts: z.object({ products: count, count }),
  /** The last twelve months, this one last. */
  resolveDays: z.array(resolveMonth),
  /** Open NCRs by assignee, most first. */
  byAssignee: z.array(assigneeBar),
  /** The DASHBOARD_TOP_STATIONS stations with the most NCRs (open and resolved), most first. */
  topStations: z.array(stationNcrs),
  /** Open actions by owner: those with overdue ones first (most overdue first), then by open ones. */
  actionsByOwner: z.array(actionOwnerBar),
  /** Every NCR whose root cause is set, by root-cause category, most first (ties by category). */
  byRootCause: z.array(rootCauseBar),
  effectiveness: effectivenessShare,
});
export type NcrDashboard = z.infer<typeof ncrDashboard>;
