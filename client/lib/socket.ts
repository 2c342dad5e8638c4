// The one Socket.IO connection of the app, opened on first use; everything live goes through it.
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../shared/realtime.ts';
import { onOnlineChange } from './online.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
const roomCounts = new Map<string, number>();

/** The app's socket; created (and connected) the first time something needs it. */
export function getSocket(): AppSocket {
  if (!socket) {
    socket = io({ path: SOCKET_PATH, withCredentials: true });
    // After a reconnect the server has forgotten our rooms (unless it recovered the session): join again.
    socket.on('connect', () => {
      if (roomCounts.size > 0 && !socket!.recovered) socket!.emit('subscribe', [...roomCounts.keys()], () => {});
    });
    // Back online: connect now, not after the reconnection delay that grew while offline.
    onOnlineChange((online) => { if (online && !socket!.connected) socket!.disconnect().connect(); });
  }
  return socket;
}

/** Joins rooms (counted, so two views of one room share it) and returns the function that leaves them. */
export function joinRooms(rooms: string[]): () => void {
  const live = getSocket();
  const fresh = rooms.filter((room) => {
    const count = roomCounts.get(room) ?? 0;
    roomCounts.set(room, count + 1);
    return count === 0;
  });
  if (fresh.length > 0 && live.connected) live.emit('subscribe', fresh, () => {});
  return () => {
    const gone = rooms.filter((room) => {
      const count = (roomCounts.get(room) ?? 1) - 1;
      if (count <= 0) roomCounts.delete(room);
      else roomCounts.set(room, count);
      return count <= 0;
    });
    if (gone.length > 0 && live.connected) live.emit('unsubscribe', gone);
  };
}

/** The rooms currently joined. */
export function joinedRooms(): string[] {
  return [...roomCounts.keys()];
}
