import type { KioskStationListItem } from '../../shared/records.ts';
import type { StationListRow } from '../repositories/stations.ts';

// What a kiosk screen (a wall screen's read-only token) reads, where staff's answer holds more than a wall screen
// shows: its own shapes (shared/records.ts), used by the API and the socket alike. A kiosk's cookie sits in a
// browser in a lobby; what it can read should be what the screen on the wall shows anyway.

/** A stations-list row for a kiosk: the station as wall screens name it (sid, project id, name). */
export function presentKioskStationListItem(row: Pick<StationListRow, 'sid' | 'projId' | 'name'>): KioskStationListItem {
  return { sid: row.sid, projId: row.projId, name: row.name };
}
