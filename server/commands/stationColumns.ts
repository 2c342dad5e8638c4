import { parseCoordinates } from '../../shared/coordinates.ts';
import { parseDateOnly } from '../../shared/dates.ts';
import type { UpdateStationBody } from '../../shared/schemas/station.ts';
import { STATION_FIELDS } from '../../shared/schemas/station.ts';
import type { Db } from '../db/sql.ts';
import type { StationColumns } from '../repositories/stations.ts';
import { resolvePerson } from './updateRules.ts';

/** Turns the station fields of a request into column values, with the columns derived from them. */
export async function toStationColumns(db: Db, body: UpdateStationBody): Promise<Partial<StationColumns>> {
  const columns: Partial<StationColumns> = {};
  for (const field of STATION_FIELDS) {
    if (body[field] !== undefined) Object.assign(columns, { [field]: body[field] });
  }
  if (body.owner !== undefined) columns.owner = await resolvePerson(db, 'owner', body.owner);
  if (body.coordinates !== undefined) {
    const position = parseCoordinates(body.coordinates);
    columns.coordinates = body.coordinates.trim();
    columns.lat = position?.lat ?? null;
    columns.lng = position?.lng ?? null;
  }
  if (body.endWarranty !== undefined) columns.wend = parseDateOnly(body.endWarranty);
  return columns;
}
