import { rooms as roomNames, type Viewer } from '../../shared/realtime.ts';
import type { RealtimeServer } from './publisher.ts';

export interface SocketData { userId: number; name: string; fields: Record<string, string | null>; kiosk: boolean }

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

export async function broadcastPresence(io: RealtimeServer, room: string): Promise<void> {
  if (room === roomNames.stations || room === roomNames.issues || room === roomNames.locations || room === roomNames.stats) return;
  io.to(room).emit('presence', { room, viewers: await viewersOf(io, room) });
}
