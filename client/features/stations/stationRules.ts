// The station screens' input rules (SPEC §5), from the shared schemas, and small value helpers.
import { addStationBody } from '../../../shared/schemas/station.ts';

/** Add Station: enabled only when the project id is longer than 3 characters and the name longer than 2. */
export function canAddStation(projectId: string, stationName: string): boolean {
  return addStationBody.safeParse({ projectId, stationName }).success;
}

/** 'Last modified' time of a record, in the user's locale; empty for a missing or invalid time. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}
