// React hooks over the one socket: joining rooms, the connection state, and presence.
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { Viewer } from '../../../shared/realtime.ts';
import { useWhoami } from '../api/commonQueries.ts';
import { patchCacheFromSocket } from './liveCache.ts';
import { queryKeyOfRoom } from './liveQueries.ts';
import { currentSocket, joinedRooms, joinRooms, loadSocket, onRoomsRejoined, withSocket } from './socket.ts';
import { useStoreInTransition } from '../loading/useStoreInTransition.ts';

let patching = false;

/**
 * Keeps the query cache of these rooms live while the component is mounted. After a reconnect that lost
 * events, what the joined rooms show is fetched again, once they are joined again.
 */
export function useLiveRooms(rooms: string[]): void {
  const client = useQueryClient();
  const key = rooms.join('|');
  useEffect(() => {
    const leave = joinRooms(key ? key.split('|') : []);
    const stop = withSocket((socket) => {
      if (patching) return;
      patching = true;
      patchCacheFromSocket(socket, client);
      onRoomsRejoined(() => {
        for (const room of joinedRooms()) void client.invalidateQueries({ queryKey: queryKeyOfRoom(room) });
      });
    });
    return () => {
      stop();
      leave();
    };
  }, [client, key]);
}

export type ConnectionState = 'connecting' | 'live' | 'offline';

function subscribeConnection(onChange: () => void): () => void {
  return withSocket((socket) => {
    socket.on('connect', onChange);
    socket.on('disconnect', onChange);
    socket.io.on('reconnect_attempt', onChange);
    onChange(); // the socket is there now
    return () => {
      socket.off('connect', onChange);
      socket.off('disconnect', onChange);
      socket.io.off('reconnect_attempt', onChange);
    };
  });
}

function connectionState(): ConnectionState {
  const socket = currentSocket();
  if (!socket) return 'connecting';
  if (socket.connected) return 'live';
  return socket.active ? 'connecting' : 'offline';
}

/** Whether changes arrive live right now ('connecting' while the socket loads). */
export function useConnectionState(): ConnectionState {
  return useStoreInTransition(subscribeConnection, connectionState);
}

/**
 * A record's room, live: its cache entries update as others change it, and `others` says who else looks at
 * it and which field they are in; `setField` tells them which field this user is in.
 */
export function useLiveRecord(room: string, alsoRooms: string[] = []): { others: Viewer[]; setField: (field: string | null) => void } {
  const [viewers, setViewers] = useState<Viewer[]>([]);
  const me = useWhoami().data;
  useEffect(() => withSocket((socket) => {
    const onPresence = (payload: { room: string; viewers: Viewer[] }) => {
      if (payload.room === room) startTransition(() => setViewers(payload.viewers));
    };
    socket.on('presence', onPresence);
    return () => { socket.off('presence', onPresence); };
  }), [room]);
  useLiveRooms([room, ...alsoRooms]);
  const myName = me?.person || me?.name;
  // The same object until the viewers change: the parts given it (a record's fields) do not render again meanwhile.
  const setField = useCallback((field: string | null) => { void loadSocket().then((socket) => socket.emit('presence:field', { room, field })); }, [room]);
  return useMemo(() => ({ others: viewers.filter((viewer) => viewer.name !== myName), setField }), [viewers, myName, setField]);
}
