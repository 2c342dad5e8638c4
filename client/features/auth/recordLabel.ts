import { parseRecordName } from '../../../shared/recordNames.ts';
import type { Issue, IssueSummary, StationDetail, StationListItem } from '../../../shared/records.ts';
import { queryClient } from '../../lib/api/queryClient.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';

/**
 * A record as people know it, from what the query cache holds (the record, else its list): `12161 · Substation
 * Ulaanbaatar`, `NCR-2026-0033 · Substation Ulaanbaatar`; by its number when neither is there.
 */
export function recordLabel(key: string): string {
  const record = parseRecordName(key);
  if (!record) return key;
  if (record.kind === 'station') {
    const st = queryClient.getQueryData<StationDetail>(queryKeys.station(record.id))?.st
      ?? queryClient.getQueryData<StationListItem[]>(queryKeys.stations)?.find((row) => row.sid === record.id);
    return st ? `${st.projId} · ${st.name}` : `Station ${record.id}`;
  }
  const issue = queryClient.getQueryData<Issue>(queryKeys.issue(record.id));
  if (issue) return `${issue.snid} · ${issue.stn}`;
  const row = queryClient.getQueryData<IssueSummary[]>(queryKeys.issues)?.find((summary) => summary.iid === record.id);
  return row ? `${row.snid} · ${row.stn}` : `NCR ${record.id}`;
}
