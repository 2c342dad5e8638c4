import { parseRecordName } from '../../../shared/recordNames.ts';
import type { Action, Issue, IssueSummary, StationDetail, StationListItem } from '../../../shared/records.ts';
import { queryClient } from '../../lib/api/queryClient.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';

/**
 * A record as people know it, from what the query cache holds (the record, else its list): `12161 · Substation
 * Ulaanbaatar`, `NCR-2026-0033 · Substation Ulaanbaatar`, `Action 12 of NCR-2026-0033 · Substation Ulaanbaatar`;
 * by its number when neither is there.
 */
export function recordLabel(key: string): string {
  const record = parseRecordName(key);
  if (!record) return key;
  if (record.kind === 'station') {
    const st = queryClient.getQueryData<StationDetail>(queryKeys.station(record.id))?.st
      ?? queryClient.getQueryData<StationListItem[]>(queryKeys.stations)?.find((row) => row.sid === record.id);
    return st ? `${st.projId} · ${st.name}` : `Station ${record.id}`;
  }
  if (record.kind === 'action') {
    const action = queryClient.getQueriesData<Action[]>({ queryKey: ['issue'] })
      .flatMap(([, data]) => (Array.isArray(data) ? data as Action[] : []))
      .find((item) => item.aid === record.id && typeof item.iid === 'number');
    return action ? `Action ${record.id} of ${issueLabel(action.iid)}` : `Action ${record.id}`;
  }
  return issueLabel(record.id);
}

function issueLabel(iid: number): string {
  const issue = queryClient.getQueryData<Issue>(queryKeys.issue(iid));
  if (issue) return `${issue.snid} · ${issue.stn}`;
  const row = queryClient.getQueryData<IssueSummary[]>(queryKeys.issues)?.find((summary) => summary.iid === iid);
  return row ? `${row.snid} · ${row.stn}` : `NCR ${iid}`;
}
