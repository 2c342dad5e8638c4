// What the server and its clients say to each other over Socket.IO: room names, event names and payloads,
// declared once here (SPEC design card: live lists, details, NCR board and globe); what the server checks of the
// clients' messages is in shared/schemas/realtime.ts.
import { recordName, type RecordRef } from './recordNames.ts';
import type { Action, ActionListItem, Attachment, Issue, IssueSummary, KioskStationListItem, Product, Station, StationListItem, StationLocation, Stats } from './records.ts';

export const SOCKET_PATH = '/socket.io';

/** Rooms by scope: the lists, the activity feed, and one room per record, named by the record (recordNames.ts). */
export const rooms = {
  stations: 'stations',
  issues: 'issues',
  locations: 'locations',
  stats: 'stats',
  /** Staff only: every change that writes to a record's history (the Activity page). */
  activity: 'activity',
  /** Staff only: every NCR's actions as My actions lists them. */
  actions: 'actions',
  station: (sid: number) => recordName('station', sid),
  issue: (iid: number) => recordName('issue', iid),
} as const;

const LIST_ROOMS: readonly string[] = [rooms.stations, rooms.issues, rooms.locations, rooms.stats];

/** A kiosk screen (a wall screen's read-only token) may join the list rooms only. */
export const kioskMayJoin = (room: string): boolean => LIST_ROOMS.includes(room);

/** Someone looking at a record, and the field they are in. */
export interface Viewer { id: string; name: string; field: string | null }

export interface ServerToClientEvents {
  /** station:<sid> — the station after a change. */
  'station:updated': (payload: { st: Station }) => void;
  /** station:<sid>, stations, locations — the station is gone. */
  'station:deleted': (payload: { sid: number }) => void;
  'station:products': (payload: { sid: number; prods: Product[] }) => void;
  'station:issues': (payload: { sid: number; issues: IssueSummary[] }) => void;
  /** stations — a list row, new or changed. */
  'stations:row': (payload: { row: StationListItem }) => void;
  /** issue:<iid> — the issue after a change. */
  'issue:updated': (payload: { issue: Issue }) => void;
  /** issue:<iid>, issues, actions — the issue is gone (with its actions). */
  'issue:deleted': (payload: { iid: number }) => void;
  /** issue:<iid> — the issue's attachments after one was added or removed. */
  'issue:attachments': (payload: { iid: number; attachments: Attachment[] }) => void;
  /** issue:<iid> — the issue's actions after one was added, changed or removed. */
  'issue:actions': (payload: { iid: number; actions: Action[] }) => void;
  /** actions — a row of My actions, new or changed. */
  'actions:row': (payload: { row: ActionListItem }) => void;
  /** actions — an action is gone (when its NCR or station goes, 'issue:deleted' says so for all of them). */
  'actions:removed': (payload: { aid: number }) => void;
  /** issues — a list row, new or changed. */
  'issues:row': (payload: { row: IssueSummary }) => void;
  /** locations — a station's place on the globe, new or changed. */
  'locations:row': (payload: { location: StationLocation }) => void;
  'locations:removed': (payload: { id: number }) => void;
  stats: (payload: Stats) => void;
  /** activity — a station's or an NCR's history grew (one event per record a committed write changed). */
  activity: (payload: RecordRef) => void;
  /** station:<sid> / issue:<iid> — who is looking, and in which field. */
  presence: (payload: { room: string; viewers: Viewer[] }) => void;
}

/**
 * What a kiosk screen hears: the events of the list rooms it may join, a stations row in its own shape (the
 * stations list's kiosk answer, shared/api.ts kioskAnswers).
 */
export type KioskServerToClientEvents = Omit<ServerToClientEvents, 'stations:row'> & {
  'stations:row': (payload: { row: KioskStationListItem }) => void;
};

/** The field of a record a client is in (null: none), in that record's room; checked by schemas/realtime.ts. */
export interface PresenceField { room: string; field: string | null }

export interface ClientToServerEvents {
  subscribe: (rooms: string[], ack: (result: { ok: boolean; message?: string }) => void) => void;
  unsubscribe: (rooms: string[]) => void;
  'presence:field': (payload: PresenceField) => void;
}
