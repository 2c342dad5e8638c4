import { toWireDate } from '../../shared/dates.ts';
import type { Station, StationListItem, StationLocation } from '../../shared/records.ts';
import type { LocationRow, StationListRow, StationRow } from '../repositories/stations.ts';

export function imageUrl(sid: number, etag: string | null): string {
  return etag ? `/api/stations/${sid}/image?v=${etag}` : '';
}

export function presentStationListItem(row: StationListRow): StationListItem {
  return {
    sid: row.sid,
    projId: row.projId,
    name: row.name,
    customer: row.customer,
    reactor: row.reactor,
    product: row.product,
    active: row.active,
    ncr: row.ncr,
    pr: row.pr,
    wend: toWireDate(row.wend),
    parent: row.parent ?? 0,
    modif: row.modif.toISOString(),
  };
}

export function presentStation(row: StationRow): Station {
  return {
    sid: row.sid,
    projId: row.projId,
    name: row.name,
    customer: row.customer,
    imageUrl: imageUrl(row.sid, row.imageEtag),
    active: row.active,
    pr: row.pr,
    ncr: row.ncr,
    comp: row.comp,
    owner: row.owner ?? '',
    product: row.product,
    ordDate: row.ordDate,
    ack: toWireDate(row.ack),
    commissionedDate: toWireDate(row.commissionedDate),
    deliv: toWireDate(row.deliv),
    endWarranty: row.endWarranty,
    country: row.country,
    coordinates: row.coordinates,
    snnmVersion: row.snnmVersion,
    reactor: row.reactor,
    systemVoltage: row.systemVoltage,
    encapsulation: row.encapsulation,
    sbgTypeCode: row.sbgTypeCode,
    cpu: row.cpu,
    projectFolder: row.projectFolder,
    softwareFolder: row.softwareFolder,
    contactPersons: row.contactPersons,
    comments: row.comments,
    review: row.review,
    modif: row.modif.toISOString(),
    modBy: row.modBy,
    parent: row.parent && row.parentName !== null
      ? { sid: row.parent, name: row.parentName, projId: row.parentProjId ?? '' }
      : null,
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
