// After a connection that lost the server's memory of this client (a reconnect it did not recover, or the first
// connect), the client joins its rooms again and then reads again what they show. Then, not sooner: a read
// answered before the join could miss a change whose event went out before it, and that event never comes.
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../shared/realtime.ts';

/** How long the server has to confirm the join; without an answer, what the rooms show is read again anyway. */
export const JOIN_TIMEOUT_MS = 10_000;

/** What of the app's socket (socket.ts, which calls this) rejoining uses. */
type Connecting = Pick<Socket<ServerToClientEvents, ClientToServerEvents>, 'on' | 'recovered' | 'timeout'>;

/**
 * On every connect of `socket` that was not recovered: joins `rooms()` and, once the server has confirmed that
 * (or not answered in time), calls `joined`, also when there was no room to join.
 */
export function rejoinOnConnect(socket: Connecting, rooms: () => string[], joined: () => void): void {
  socket.on('connect', () => {
    if (socket.recovered) return; // the server kept the rooms and replays what was missed
    const wanted = rooms();
    if (wanted.length === 0) return joined();
    socket.timeout(JOIN_TIMEOUT_MS).emit('subscribe', wanted, () => joined());
  });
}
