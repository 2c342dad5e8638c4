import type { Server } from 'socket.io';
import type { ClientToServerEvents, KioskServerToClientEvents, ServerToClientEvents } from '../../shared/realtime.ts';

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * The room every kiosk screen's socket is in besides the list rooms it joined, so that the publisher can send
 * the kiosk shapes to kiosks and staff's to staff. No client can name it (shared/schemas/realtime.ts roomName).
 */
export const KIOSK_AUDIENCE = 'audience:kiosk';

/** The ids of this node's kiosk sockets in `room` (ids are rooms too: emit to them). */
export function kioskSocketsIn(io: RealtimeServer, room: string): string[] {
  const rooms = io.of('/').adapter.rooms;
  const kiosks = rooms.get(KIOSK_AUDIENCE);
  const members = rooms.get(room);
  if (!kiosks || !members) return [];
  return [...kiosks].filter((id) => members.has(id));
}

/** This node's kiosk sockets `ids`, typed with what a kiosk hears (its rows are not staff's). */
export function toKiosks(io: RealtimeServer, ids: string[]) {
  return (io as unknown as Server<ClientToServerEvents, KioskServerToClientEvents>).local.to(ids);
}
