// A record's name, `station:<sid>` or `issue:<iid>`: its Socket.IO room and its Yjs document are both named by it.
import { ID_MAX } from './constants.ts';

export type RecordKind = 'station' | 'issue';
export interface RecordRef { kind: RecordKind; id: number }

const RECORD_NAME = /^(station|issue):([1-9]\d{0,9})$/;

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
