// A row of the NCR lists made from an issue, without zod (shared/records.ts declares its schema from the same
// table): the server presents rows with it, the web client updates its cached list with it.
import type { Issue, IssueSummary } from './records.ts';

/** A row of the NCR lists: some of the issue's values, in the legacy wire names of SPEC §3 (name: issue field). */
export const ISSUE_SUMMARY_SOURCES = {
  iid: 'iid', snid: 'snid', stn: 'stn', prod: 'product', status: 'status', statc: 'statusC', assTo: 'owner', rep: 'reported', close: 'closed',
  // Beyond SPEC §3: the NCR board filters by station and category (/ncr/board?station=…&category=…).
  sid: 'sid', cat: 'cat',
} as const satisfies Record<string, keyof Issue>;

export function summarizeIssue(record: Issue): IssueSummary {
  return Object.fromEntries(Object.entries(ISSUE_SUMMARY_SOURCES).map(([name, source]) => [name, record[source]])) as IssueSummary;
}
