// A row of the NCR lists made from an issue, without zod (shared/records.ts declares its schema from the same
// table, issueSummarySources.ts): the server presents rows with it, the web client updates its cached list with it.
import { ISSUE_SUMMARY_SOURCES } from './issueSummarySources.ts';
import type { Issue, IssueSummary } from './records.ts';

export function summarizeIssue(record: Issue): IssueSummary {
  return Object.fromEntries(Object.entries(ISSUE_SUMMARY_SOURCES).map(([name, source]) => [name, record[source]])) as IssueSummary;
}
