import { toWireTimestamp } from '../../shared/dates.ts';
import { toWireValues } from '../../shared/fields.ts';
import { summarizeIssue } from '../../shared/issueSummary.ts';
import type { Issue, IssueSummary } from '../../shared/records.ts';
import { issueFields } from '../../shared/schemas/issue.ts';
import type { IssueRow } from '../repositories/issues.ts';

export function presentIssue(row: IssueRow): Issue {
  return {
    iid: row.iid,
    sid: row.sid,
    stn: row.stn,
    proj: row.proj,
    ...toWireValues(issueFields, row),
    closed: toWireTimestamp(row.closed),
    closedBy: row.closedBy ?? '',
    effBy: row.effBy ?? '',
    effAt: toWireTimestamp(row.effAt),
    actDue: row.actDue,
    modif: row.modif.toISOString(),
    modBy: row.modBy,
  };
}

/** An NCR list row (shared/records.ts issueSummary). */
export function presentIssueSummary(row: IssueRow): IssueSummary {
  return summarizeIssue(presentIssue(row));
}
