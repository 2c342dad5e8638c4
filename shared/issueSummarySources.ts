// The values of an issue that a row of the NCR lists shows, without zod: shared/records.ts builds the row's
// schema from it (which checks each source is an issue field), shared/issueSummary.ts the row itself.

/** A row of the NCR lists: some of the issue's values, in the legacy wire names of SPEC §3 (name: issue field). */
export const ISSUE_SUMMARY_SOURCES = {
  iid: 'iid', snid: 'snid', stn: 'stn', prod: 'product', status: 'status', statc: 'statusC', assTo: 'owner', rep: 'reported', close: 'closed',
  // Beyond SPEC §3: the NCR board filters by station and category (/ncr/board?station=…&category=…).
  sid: 'sid', cat: 'cat',
  // Issue 36: its open actions' due dates (the row and the card count open and overdue ones), its root cause and
  // its effectiveness review's result (the list's facets rc= and eff=, which the dashboard links to).
  actDue: 'actDue', rc: 'rcCat', eff: 'effResult',
} as const;
