import { toWireDate, toWireTimestamp } from '../../shared/dates.ts';
import type { Issue, IssueSummary } from '../../shared/records.ts';
import type { IssueRow } from '../repositories/issues.ts';

export function presentIssueSummary(row: IssueRow): IssueSummary {
  return {
    iid: row.iid,
    snid: row.snid,
    stn: row.stn,
    prod: row.product,
    status: row.status,
    statc: row.statusC,
    assTo: row.owner ?? '',
    rep: toWireDate(row.reported),
    close: toWireTimestamp(row.closed),
  };
}

export function presentIssue(row: IssueRow): Issue {
  return {
    iid: row.iid,
    snid: row.snid,
    sid: row.sid,
    stn: row.stn,
    proj: row.proj,
    product: row.product,
    owner: row.owner ?? '',
    cat: row.cat,
    reported: toWireDate(row.reported),
    modif: row.modif.toISOString(),
    modBy: row.modBy,
    status: row.status,
    statusC: row.statusC,
    closed: toWireTimestamp(row.closed),
    descr: row.descr,
    note: row.note,
  };
}
