import { toWireDate } from '../../shared/dates.ts';
import { toWireValues } from '../../shared/fields.ts';
import { STATION_LIST_FIELDS, type Station, type StationListItem, type StationLocation } from '../../shared/records.ts';
import { stationFields } from '../../shared/schemas/station.ts';
import type { LocationRow, StationListRow, StationRow } from '../repositories/stations.ts';

export function imageUrl(sid: number, etag: string | null): string {
  return etag ? `/api/stations/${sid}/image?v=${etag}` : '';
}

export function presentStation(row: StationRow): Station {
  return {
    sid: row.sid,
    ...toWireValues(stationFields, row),
    imageUrl: imageUrl(row.sid, row.imageEtag),
    ncr: row.ncr,
    modif: row.modif.toISOString(),
    modBy: row.modBy,
    parent: row.parent && row.parentName !== null
      ? { sid: row.parent, name: row.parentName, projId: row.parentProjId ?? '' }
      : null,
  };
}

export function presentStationListItem(row: StationListRow): StationListItem {
  const fields: Record<string, unknown> = Object.fromEntries(STATION_LIST_FIELDS.map((name) => [name, stationFields[name].toWire(row[name] as never)]));
  return {
    ...(fields as unknown as Pick<StationListItem, (typeof STATION_LIST_FIELDS)[number]>),
    sid: row.sid,
    ncr: row.ncr,
    wend: toWireDate(row.wend),
    parent: row.parent ?? 0,
    modif: row.modif.toISOString(),
  };
}

export function presentLocation(row: LocationRow): StationLocation {
  return {
    id: row.sid,
    name: row.name,
    type: row.product,
    country: row.country,
    year: row.commissionedDate ? Number(row.commissionedDate.slice(0, 4)) : 0,
    img: imageUrl(row.sid, row.imageEtag),
    lat: row.lat,
    lng: row.lng,
  };
}
