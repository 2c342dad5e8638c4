import type { Viewer } from '../../shared/realtime.ts';
import { parseRecordName } from '../../shared/recordNames.ts';
import type { Principal } from '../auth/principal.ts';
import type { RealtimeServer } from './publisher.ts';

/** What a socket carries (kept across a recovered connection): who it is, and the field it is in per record room. */
export interface SocketData { principal: Principal; userId: number; name: string; fields: Record<string, string | null>; kiosk: boolean }

/** Who is in a record room and in which field, from the sockets themselves (works across nodes). */
export async function viewersOf(io: RealtimeServer, room: string): Promise<Viewer[]> {
  const sockets = await io.in(room).fetchSockets();
  const byUser = new Map<string, Viewer>();
  for (const socket of sockets) {
    const data = socket.data as SocketData;
    const id = String(data.userId);
    const field = data.fields?.[room] ?? null;
    const known = byUser.get(id);
    if (!known || (field && !known.field)) byUser.set(id, { id, name: data.name, field });
  }
  return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Sends a record room's viewers to the room, coalesced: while one round (fetchSockets, across nodes) is under
 * way, further requests for that room make one more round afterwards, never one each, so a burst of field
 * changes, joins or leaves costs at most two rounds per room. List rooms have no presence.
 */
export function presenceBroadcaster(io: RealtimeServer, log: (error: unknown) => void): (room: string) => void {
  const pending = new Map<string, { again: boolean }>();

  async function rounds(room: string, state: { again: boolean }): Promise<void> {
    try {
      do {
        state.again = false;
        io.to(room).emit('presence', { room, viewers: await viewersOf(io, room) });
      } while (state.again);
    } catch (error) {
      log(error);
    } finally {
      pending.delete(room);
    }
  }

  return (room) => {
    if (!parseRecordName(room)) return;
    const running = pending.get(room);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    pending.set(room, state);
    void rounds(room, state);
  };
}
