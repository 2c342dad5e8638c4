// Patches the query cache from socket events, so open lists and details update without a refetch.
import type { QueryClient } from '@tanstack/react-query';
import type { Attachment, IssueSummary, StationDetail, StationListItem, StationLocation } from '../../shared/records.ts';
import type { AppSocket } from './socket.ts';
import { queryKeys } from './queryKeys.ts';

function upsert<T>(list: T[] | undefined, item: T, same: (a: T) => boolean): T[] | undefined {
  if (!list) return list;
  return list.some(same) ? list.map((entry) => (same(entry) ? item : entry)) : [item, ...list];
}

export function patchCacheFromSocket(socket: AppSocket, client: QueryClient): void {
  // A record's own events come with each change that writes to its history (fields, shared text stored, image,
  // parent, products, attachments): an open History panel fetches it again; a closed one is only marked stale.
  const historyChanged = (kind: 'station' | 'issue', id: number) => void client.invalidateQueries({ queryKey: queryKeys.history(kind, id) });

  socket.on('station:updated', ({ st }) => {
    client.setQueryData<StationDetail>(queryKeys.station(st.sid), (detail) => (detail ? { ...detail, st } : detail));
    historyChanged('station', st.sid);
  });
  socket.on('station:products', ({ sid, prods }) => {
    client.setQueryData<StationDetail>(queryKeys.station(sid), (detail) => (detail ? { ...detail, prods } : detail));
    historyChanged('station', sid);
  });
  socket.on('station:issues', ({ sid, issues }) => {
    client.setQueryData<StationDetail>(queryKeys.station(sid), (detail) => (detail ? { ...detail, issues } : detail));
  });
  socket.on('station:deleted', ({ sid }) => {
    client.setQueryData<StationListItem[]>(queryKeys.stations, (list) => list?.filter((s) => s.sid !== sid));
    client.setQueryData<StationLocation[]>(queryKeys.locations, (list) => list?.filter((l) => l.id !== sid));
    void client.invalidateQueries({ queryKey: queryKeys.station(sid) });
  });
  socket.on('stations:row', ({ row }) => {
    client.setQueryData<StationListItem[]>(queryKeys.stations, (list) => upsert(list, row, (s) => s.sid === row.sid));
  });
  socket.on('issue:updated', ({ issue }) => {
    client.setQueryData(queryKeys.issue(issue.iid), issue);
    historyChanged('issue', issue.iid);
  });
  socket.on('issue:deleted', ({ iid }) => {
    client.setQueryData<IssueSummary[]>(queryKeys.issues, (list) => list?.filter((i) => i.iid !== iid));
    void client.invalidateQueries({ queryKey: queryKeys.issue(iid) });
  });
  socket.on('issue:attachments', ({ iid, attachments }) => {
    client.setQueryData<Attachment[]>(queryKeys.attachments(iid), (list) => (list ? attachments : list));
    historyChanged('issue', iid);
  });
  socket.on('issues:row', ({ row }) => {
    client.setQueryData<IssueSummary[]>(queryKeys.issues, (list) => upsert(list, row, (i) => i.iid === row.iid));
  });
  socket.on('locations:row', ({ location }) => {
    client.setQueryData<StationLocation[]>(queryKeys.locations, (list) => upsert(list, location, (l) => l.id === location.id));
  });
  socket.on('locations:removed', ({ id }) => {
    client.setQueryData<StationLocation[]>(queryKeys.locations, (list) => list?.filter((l) => l.id !== id));
  });
  socket.on('stats', (stats) => client.setQueryData(queryKeys.stats, stats));
}
