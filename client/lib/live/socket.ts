// The one Socket.IO connection of the app, opened on first use once the first screen has shown; everything live
// goes through it. socket.io-client loads then, after the first screen rather than in front of it (rooms joined
// before it is there are joined when it connects, and what they show is fetched again then: useLive.ts).
import type { Socket } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../../shared/realtime.ts';
import { afterFirstScreen } from '../loading/afterFirstScreen.ts';
import { loadUntilLoaded } from '../loading/loadUntilLoaded.ts';
import { onOnlineChange } from '../offline/online.ts';
import { rejoinOnConnect } from './rejoinRooms.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
let loading: Promise<AppSocket> | undefined;
const roomCounts = new Map<string, number>();
const joinedListeners = new Set<() => void>();

/** The app's socket, or null while socket.io-client is still loading (nothing has asked for it yet). */
export function currentSocket(): AppSocket | null {
  return socket;
}

/** The app's socket; created (and connected) the first time something needs it. */
export function loadSocket(): Promise<AppSocket> {
  loading ??= afterFirstScreen().then(() => loadUntilLoaded(() => import('socket.io-client'))).then(({ io }) => {
    // WebSocket from the start, not long-polling first and an upgrade after (socket.io-client's default): that
    // costs a handshake request, a poll and a probe, a tenth of a second of a phone's main thread after the first
    // screen, and its fallback buys nothing here, as the shared text needs a WebSocket anyway (y-websocket).
    const live: AppSocket = io({ path: SOCKET_PATH, withCredentials: true, transports: ['websocket'] });
    // After a reconnect the server has forgotten our rooms (unless it recovered the session): join again, then
    // read again what they show. The first connect joins the rooms asked for while the socket loaded.
    rejoinOnConnect(live, () => [...roomCounts.keys()], () => { for (const listener of joinedListeners) listener(); });
    // Back online: connect now, not after the reconnection delay that grew while offline.
    onOnlineChange((online) => { if (online && !live.connected) live.disconnect().connect(); });
    socket = live;
    return live;
  });
  return loading;
}

/**
 * Runs `attach` with the socket, at once or when it has loaded; the returned function undoes what `attach` did
 * (the function `attach` returned), or makes sure it never runs.
 */
export function withSocket(attach: (socket: AppSocket) => (() => void) | void): () => void {
  let undo: (() => void) | void;
  let cancelled = false;
  if (socket) undo = attach(socket);
  else void loadSocket().then((live) => { if (!cancelled) undo = attach(live); });
  return () => {
    cancelled = true;
    undo?.();
  };
}

/** Joins rooms (counted, so two views of one room share it) and returns the function that leaves them. */
export function joinRooms(rooms: string[]): () => void {
  const fresh = rooms.filter((room) => {
    const count = roomCounts.get(room) ?? 0;
    roomCounts.set(room, count + 1);
    return count === 0;
  });
  if (fresh.length > 0 && socket?.connected) socket.emit('subscribe', fresh, () => {});
  else void loadSocket();
  return () => {
    const gone = rooms.filter((room) => {
      const count = (roomCounts.get(room) ?? 1) - 1;
      if (count <= 0) roomCounts.delete(room);
      else roomCounts.set(room, count);
      return count <= 0;
    });
    if (gone.length > 0 && socket?.connected) socket.emit('unsubscribe', gone);
  };
}

/**
 * Calls `listener` each time the socket has joined its rooms after a connect that was not recovered (the first
 * one too): what they show may have changed unseen, and is to be read again now (rejoinRooms.ts).
 */
export function onRoomsRejoined(listener: () => void): () => void {
  joinedListeners.add(listener);
  return () => { joinedListeners.delete(listener); };
}

/** The rooms currently joined. */
export function joinedRooms(): string[] {
  return [...roomCounts.keys()];
}
