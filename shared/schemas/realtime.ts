// What the server accepts of a client's Socket.IO messages (shared/realtime.ts): rooms it may name, presence.
import { z } from 'zod';
import { kioskMayJoin, rooms, type PresenceField } from '../realtime.ts';
import { parseRecordName } from '../recordNames.ts';

export const roomName = z.string().max(40).refine(
  (room) => kioskMayJoin(room) || room === rooms.activity || room === rooms.actions || isRecordRoom(room),
  'is not a room',
);
/** A station's or an NCR's room (an action's events go to its NCR's). */
function isRecordRoom(room: string): boolean {
  const record = parseRecordName(room);
  return record !== null && record.kind !== 'action';
}

export const subscribeRequest = z.array(roomName).max(20);

export const presenceField = z.object({ room: roomName, field: z.string().max(40).nullable() }) satisfies z.ZodType<PresenceField>;
