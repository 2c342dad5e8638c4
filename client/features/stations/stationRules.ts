// The station screens' input rules (SPEC §5), from the shared schemas, and small value helpers.
import type { StationListItem } from '../../../shared/records.ts';
import { addStationBody } from '../../../shared/schemas/station.ts';

/** Add Station: enabled only when the project id is longer than 3 characters and the name longer than 2. */
export function canAddStation(projectId: string, stationName: string): boolean {
  return addStationBody.safeParse({ projectId, stationName }).success;
}

/**
 * The other stations that already have this project id (exactly, after trimming), lowest sid first: Add
 * Station and the Project ID field warn about them (legacy data has duplicates, so it is a warning only).
 */
export function sameProjectId<T extends Pick<StationListItem, 'sid' | 'projId'>>(projectId: string, stations: readonly T[], exceptSid = 0): T[] {
  const wanted = projectId.trim();
  if (wanted === '') return [];
  return stations.filter((station) => station.sid !== exceptSid && station.projId.trim() === wanted).sort((a, b) => a.sid - b.sid);
}
