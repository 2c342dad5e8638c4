// Which cached queries the joined rooms keep live: a room's events patch them, and after a reconnect that lost
// events the socket's 'connect' fetches them again (useLive.ts).
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { rooms as roomNames } from '../../../shared/realtime.ts';
import { parseRecordName } from '../../../shared/recordNames.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { joinedRooms } from './socket.ts';

/** The cache entries a room's events concern. */
export function queryKeyOfRoom(room: string): readonly unknown[] {
  const record = parseRecordName(room);
  if (record) return record.kind === 'station' ? queryKeys.station(record.id) : queryKeys.issue(record.id);
  const lists: Record<string, readonly unknown[]> = {
    [roomNames.stations]: queryKeys.stations, [roomNames.issues]: queryKeys.issues,
    [roomNames.locations]: queryKeys.locations, [roomNames.stats]: queryKeys.stats,
    [roomNames.activity]: queryKeys.activityFeeds, [roomNames.actions]: queryKeys.allActions,
  };
  return lists[room] ?? [room];
}

/**
 * Whether a joined room keeps this query live. Such a query is not fetched again when the browser comes back
 * online: the socket reconnects then and fetches it once, after it has joined its rooms again.
 */
export function isKeptLive(queryKey: QueryKey): boolean {
  return joinedRooms().some((room) => partialMatchKey(queryKey, queryKeyOfRoom(room) as QueryKey));
}
