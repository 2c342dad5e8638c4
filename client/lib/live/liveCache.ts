// Patches the query cache from socket events, so open lists and details update without a refetch.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Action, ActionListItem, Attachment, IssueSummary, ParentRef, StationDetail, StationListItem, StationLocation } from '../../../shared/records.ts';
import type { AppSocket } from './socket.ts';
import { queryKeys } from '../api/queryKeys.ts';

function upsert<T>(list: T[] | undefined, item: T, same: (a: T) => boolean): T[] | undefined {
  if (!list) return list;
  return list.some(same) ? list.map((entry) => (same(entry) ? item : entry)) : [item, ...list];
}

/** The part of the socket the cache listens to (an event emitter in the tests). */
export type CacheEvents = Pick<AppSocket, 'on'>;

export function patchCacheFromSocket(socket: CacheEvents, client: QueryClient): void {
  const cache = client.getQueryCache();
  // Changes announced while a fetch of the same entry was under way, by the query's hash. That fetch may have read
  // the record before them: its answer, coming after the events, would put the older state back. So they are
  // applied again to its answer (each is idempotent: a row put in its place, a record filtered out). A burst of
  // events during a fetch of the whole list costs no read more (it cost one each when the fetch was made again).
  const replays = new Map<string, Array<(data: unknown) => unknown>>();
  cache.subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    const pending = replays.get(query.queryHash);
    if (!pending) return;
    if (action.type === 'success' && !action.manual) {
      replays.delete(query.queryHash);
      client.setQueryData(query.queryKey, (data: unknown) => pending.reduce((patched, update) => update(patched), data));
    } else if (action.type === 'error') {
      replays.delete(query.queryHash);
    }
  });

  /** Puts an event's data into the cache, and onto the answer of a fetch of the same entry under way. */
  function patch<T>(queryKey: QueryKey, update: (data: T | undefined) => T | undefined): void {
    client.setQueryData<T>(queryKey, update);
    const query = cache.find({ queryKey, exact: true });
    if (!query || query.state.fetchStatus === 'idle') return;
    const pending = replays.get(query.queryHash) ?? [];
    pending.push(update as (data: unknown) => unknown);
    replays.set(query.queryHash, pending);
  }

  /** Patches every cached entry under `prefix`, each by its own key. */
  function patchEach<T>(prefix: QueryKey, update: (key: QueryKey) => (data: T | undefined) => T | undefined): void {
    for (const { queryKey } of cache.findAll({ queryKey: prefix })) patch<T>(queryKey, update(queryKey));
  }

  /** A station's row in the lists that hold rows by what they are (its parent's sub-projects, its project id's stations). */
  function placeStationRow(row: StationListItem): void {
    patchEach<StationListItem[]>(queryKeys.everySubProjects, ([, , parent]) => (rows) =>
      (row.parent === parent ? upsert(rows, row, (s) => s.sid === row.sid) : rows?.filter((s) => s.sid !== row.sid)));
    const ref: ParentRef = { sid: row.sid, name: row.name, projId: row.projId };
    patchEach<ParentRef[]>(queryKeys.everySameProjectId, ([, , projId]) => (refs) =>
      (row.projId.trim() === projId ? upsert(refs, ref, (s) => s.sid === row.sid) : refs?.filter((s) => s.sid !== row.sid)));
  }

  /** A deleted station out of every list of rows. */
  function dropStation(sid: number): void {
    patch<StationListItem[]>(queryKeys.stations, (list) => list?.filter((s) => s.sid !== sid));
    patchEach<StationListItem[]>(queryKeys.everySubProjects, () => (rows) => rows?.filter((s) => s.sid !== sid));
    patchEach<ParentRef[]>(queryKeys.everySameProjectId, () => (refs) => refs?.filter((s) => s.sid !== sid));
  }

  // A record's own events come with each change that writes to its history (fields, shared text stored, image,
  // parent, products, attachments): an open History panel fetches it again; a closed one is only marked stale.
  const historyChanged = (kind: 'station' | 'issue', id: number) => void client.invalidateQueries({ queryKey: queryKeys.history(kind, id) });

  socket.on('station:updated', ({ st }) => {
    patch<StationDetail>(queryKeys.station(st.sid), (detail) => (detail ? { ...detail, st } : detail));
    historyChanged('station', st.sid);
  });
  socket.on('station:products', ({ sid, prods }) => {
    patch<StationDetail>(queryKeys.station(sid), (detail) => (detail ? { ...detail, prods } : detail));
    historyChanged('station', sid);
  });
  socket.on('station:issues', ({ sid, issues }) => {
    patch<StationDetail>(queryKeys.station(sid), (detail) => (detail ? { ...detail, issues } : detail));
  });
  socket.on('station:deleted', ({ sid }) => {
    dropStation(sid);
    patch<ActionListItem[]>(queryKeys.allActions, (list) => list?.filter((a) => a.sid !== sid));
    patch<StationLocation[]>(queryKeys.locations, (list) => list?.filter((l) => l.id !== sid));
    void client.invalidateQueries({ queryKey: queryKeys.station(sid) });
  });
  socket.on('stations:row', ({ row }) => {
    patch<StationListItem[]>(queryKeys.stations, (list) => upsert(list, row, (s) => s.sid === row.sid));
    placeStationRow(row);
  });
  socket.on('issue:updated', ({ issue }) => {
    patch(queryKeys.issue(issue.iid), () => issue);
    historyChanged('issue', issue.iid);
  });
  socket.on('issue:deleted', ({ iid }) => {
    patch<IssueSummary[]>(queryKeys.issues, (list) => list?.filter((i) => i.iid !== iid));
    patch<ActionListItem[]>(queryKeys.allActions, (list) => list?.filter((a) => a.iid !== iid));
    void client.invalidateQueries({ queryKey: queryKeys.issue(iid) });
  });
  socket.on('issue:attachments', ({ iid, attachments }) => {
    patch<Attachment[]>(queryKeys.attachments(iid), (list) => (list ? attachments : list));
    historyChanged('issue', iid);
  });
  // An NCR's actions (issue 36): its screen's list, and the rows of My actions.
  socket.on('issue:actions', ({ iid, actions }) => {
    patch<Action[]>(queryKeys.actions(iid), (list) => (list ? actions : list));
    historyChanged('issue', iid);
  });
  socket.on('actions:row', ({ row }) => {
    patch<ActionListItem[]>(queryKeys.allActions, (list) => upsert(list, row, (a) => a.aid === row.aid));
  });
  socket.on('actions:removed', ({ aid }) => {
    patch<ActionListItem[]>(queryKeys.allActions, (list) => list?.filter((a) => a.aid !== aid));
  });
  socket.on('issues:row', ({ row }) => {
    patch<IssueSummary[]>(queryKeys.issues, (list) => upsert(list, row, (i) => i.iid === row.iid));
  });
  socket.on('locations:row', ({ location }) => {
    patch<StationLocation[]>(queryKeys.locations, (list) => upsert(list, location, (l) => l.id === location.id));
  });
  socket.on('locations:removed', ({ id }) => {
    patch<StationLocation[]>(queryKeys.locations, (list) => list?.filter((l) => l.id !== id));
  });
  socket.on('stats', (stats) => patch(queryKeys.stats, () => stats));
}
