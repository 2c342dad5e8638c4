// The station screens' input rules (SPEC §5) and small value helpers, as pure functions.
import { PROJECT_ID_MIN_EXCLUSIVE, STATION_NAME_MIN_EXCLUSIVE } from '../../../shared/constants.ts';
import { parseCoordinates } from '../../../shared/coordinates.ts';
import type { Validation } from '../../components/ValidatedTextInput.tsx';

/** Add Station: enabled only when the project id is longer than 3 characters and the name longer than 2. */
export function canAddStation(projectId: string, stationName: string): boolean {
  return projectId.trim().length > PROJECT_ID_MIN_EXCLUSIVE && stationName.trim().length > STATION_NAME_MIN_EXCLUSIVE;
}

/** Field checks of the station editor (SPEC §5): the value to save, or the error to show. */
export function checkProjectId(text: string): Validation<string> {
  return text.trim().length > PROJECT_ID_MIN_EXCLUSIVE ? { value: text } : { error: `Must be longer than ${PROJECT_ID_MIN_EXCLUSIVE} characters` };
}

export function checkStationName(text: string): Validation<string> {
  return text.trim().length > STATION_NAME_MIN_EXCLUSIVE ? { value: text } : { error: `Must be longer than ${STATION_NAME_MIN_EXCLUSIVE} characters` };
}

export function checkCoordinates(text: string): Validation<string> {
  return text.trim() === '' || parseCoordinates(text) !== null ? { value: text } : { error: "Use 'latitude, longitude' in decimal degrees" };
}

/** 'Last modified' time of a record, in the user's locale; empty for a missing or invalid time. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}
