import { api } from '../../shared/api.ts';
import type { HistoryPage } from '../../shared/history.ts';
import { notFound } from '../errors.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import { parentSids, presentHistoryEntry, recordKey } from '../presenters/history.ts';
import type { Db } from '../db/sql.ts';
import { activity, issueNumbers, recordHistory, stationRefs, type HistoryRow } from '../repositories/history.ts';
import { recordExists } from '../repositories/docRecords.ts';
import type { AppContext } from './context.ts';
import { read } from './endpoint.ts';

// Staff only: neither call is a kiosk's (`read` without kiosk: 'read' answers a kiosk screen 403).
export function historyCalls(ctx: AppContext, calls: ApiCalls): void {
  const { sql } = ctx;

  read(calls, api.history, async ({ kind, id, before, limit }) => {
    const rows = await recordHistory(sql, kind, id, { before, limit: limit + 1 });
    // A record that never existed is a 404; a deleted one still has its history.
    if (rows.length === 0 && before === undefined && !(await recordExists(sql, kind, id))) {
      throw notFound(`${kind === 'station' ? 'Station' : 'Issue'} ${id} not found`);
    }
    return historyPage(sql, rows, limit, { labels: false });
  });

  read(calls, api.activity, async (filter) => historyPage(sql, await activity(sql, { ...filter, limit: filter.limit + 1 }), filter.limit, { labels: true }));

}

/** Up to `limit` of `rows` (one more was read to know whether a next page exists), presented. */
async function historyPage(db: Db, rows: HistoryRow[], limit: number, options: { labels: boolean }): Promise<HistoryPage> {
  const shown = rows.slice(0, limit);
  const sids = new Set(parentSids(shown));
  const iids = new Set<number>();
  if (options.labels) {
    for (const row of shown) (row.recordKind === 'station' ? sids : iids).add(row.recordId);
  }
  const [stations, issues] = await Promise.all([stationRefs(db, [...sids]), issueNumbers(db, [...iids])]);
  const stationsBySid = new Map(stations.map((station) => [station.sid, station]));
  const labels = options.labels
    ? new Map([
      ...stations.map((station) => [recordKey('station', station.sid), station.name] as const),
      ...issues.map((issue) => [recordKey('issue', issue.iid), issue.snid] as const),
    ])
    : undefined;
  return {
    entries: shown.map((row) => presentHistoryEntry(row, { stations: stationsBySid, labels })),
    next: rows.length > limit ? shown.at(-1)!.id : null,
  };
}
