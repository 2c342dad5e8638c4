// React hooks over the one socket: joining rooms, the connection state, and presence.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { rooms as roomNames, type Viewer } from '../../shared/realtime.ts';
import { useWhoami } from './commonQueries.ts';
import { patchCacheFromSocket } from './liveCache.ts';
import { queryKeys } from './queryKeys.ts';
import { getSocket, joinedRooms, joinRooms } from './socket.ts';
import { parseRecordName } from '../../shared/recordNames.ts';

let patching = false;

function queryKeyOfRoom(room: string): readonly unknown[] {
  const record = parseRecordName(room);
  if (record) return record.kind === 'station' ? queryKeys.station(record.id) : queryKeys.issue(record.id);
  const lists: Record<string, readonly unknown[]> = {
    [roomNames.stations]: queryKeys.stations, [roomNames.issues]: queryKeys.issues,
    [roomNames.locations]: queryKeys.locations, [roomNames.stats]: queryKeys.stats,
    [roomNames.activity]: queryKeys.activityFeeds,
  };
  return lists[room] ?? [room];
}

/**
 * Keeps the query cache of these rooms live while the component is mounted. After a reconnect that lost
 * events, what the joined rooms show is fetched again.
 */
export function useLiveRooms(rooms: string[]): void {
  const client = useQueryClient();
  const key = rooms.join('|');
  useEffect(() => {
    const socket = getSocket();
    if (!patching) {
      patching = true;
      patchCacheFromSocket(socket, client);
      socket.on('connect', () => {
        if (socket.recovered) return;
        for (const room of joinedRooms()) void client.invalidateQueries({ queryKey: queryKeyOfRoom(room) });
      });
    }
    return joinRooms(key ? key.split('|') : []);
  }, [client, key]);
}

export type ConnectionState = 'connecting' | 'live' | 'offline';

function subscribeConnection(onChange: () => void): () => void {
  const socket = getSocket();
  socket.on('connect', onChange);
  socket.on('disconnect', onChange);
  socket.io.on('reconnect_attempt', onChange);
  return () => {
    socket.off('connect', onChange);
    socket.off('disconnect', onChange);
    socket.io.off('reconnect_attempt', onChange);
  };
}

/** Whether changes arrive live right now. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, () => {
    const socket = getSocket();
    if (socket.connected) return 'live';
    return socket.active ? 'connecting' : 'offline';
  });
}

/**
 * A record's room, live: its cache entries update as others change it, and `others` says who else looks at
 * it and which field they are in; `setField` tells them which field this user is in.
 */
export function useLiveRecord(room: string, alsoRooms: string[] = []): { others: Viewer[]; setField: (field: string | null) => void } {
  const [viewers, setViewers] = useState<Viewer[]>([]);
  const me = useWhoami().data;
  useEffect(() => {
    const socket = getSocket();
    const onPresence = (payload: { room: string; viewers: Viewer[] }) => { if (payload.room === room) setViewers(payload.viewers); };
    socket.on('presence', onPresence);
    return () => { socket.off('presence', onPresence); };
  }, [room]);
  useLiveRooms([room, ...alsoRooms]);
  const myName = me?.person || me?.name;
  const setField = (field: string | null) => { getSocket().emit('presence:field', { room, field }); };
  return { others: viewers.filter((viewer) => viewer.name !== myName), setField };
}
