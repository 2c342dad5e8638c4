// A record's name, `station:<sid>`, `issue:<iid>` or `action:<aid>`: its Yjs document is named by it, and so is the
// Socket.IO room of a station or an NCR (an action's events go to its NCR's room).
import { ID_MAX } from './constants.ts';

export type RecordKind = 'station' | 'issue' | 'action';
export interface RecordRef { kind: RecordKind; id: number }
/** The records with a history (and a room) of their own: an action's changes are in its NCR's. */
export type HistoryKind = Exclude<RecordKind, 'action'>;
export interface HistoryRef { kind: HistoryKind; id: number }

const RECORD_NAME = /^(station|issue|action):([1-9]\d{0,9})$/;

export function recordName(kind: RecordKind, id: number): string {
  return `${kind}:${id}`;
}

/** A record name parsed, or null when it names no record kind or its id is outside the id columns' range. */
export function parseRecordName(name: string): RecordRef | null {
  const match = RECORD_NAME.exec(name);
  if (!match) return null;
  const id = Number(match[2]);
  return id <= ID_MAX ? { kind: match[1] as RecordKind, id } : null;
}
