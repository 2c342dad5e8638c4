import type { Db } from '../db/sql.ts';

/** The columns a user edits, by their record (camelCase) names. */
export interface StationColumns {
  projId: string;
  name: string;
  customer: string;
  active: boolean;
  pr: boolean;
  comp: string;
  owner: string | null;
  product: string;
  ordDate: string;
  ack: string | null;
  commissionedDate: string | null;
  deliv: string | null;
  endWarranty: string;
  wend: string | null;
  country: string;
  coordinates: string;
  lat: number | null;
  lng: number | null;
  snnmVersion: string;
  reactor: string;
  systemVoltage: string;
  encapsulation: string;
  sbgTypeCode: string;
  cpu: string;
  projectFolder: string;
  softwareFolder: string;
  contactPersons: string;
  comments: string;
  review: string;
  parent: number | null;
}

export interface StationRow extends StationColumns {
  sid: number;
  ncr: boolean;
  modif: Date;
  modBy: string;
  imageEtag: string | null;
  parentName: string | null;
  parentProjId: string | null;
}

export type StationListRow = Pick<StationRow,
  'sid' | 'projId' | 'name' | 'customer' | 'reactor' | 'product' | 'active' | 'ncr' | 'pr' | 'wend' | 'parent' | 'modif'>;

export interface LocationRow {
  sid: number; name: string; product: string; country: string;
  commissionedDate: string | null; imageEtag: string | null; lat: number; lng: number;
}

export async function listStations(db: Db): Promise<StationListRow[]> {
  return db<StationListRow[]>`
    select s.sid, s.proj_id, s.name, s.customer, s.reactor, s.product, s.active, s.pr, s.wend, s.parent, s.modif,
      exists (select 1 from issues i where i.sid = s.sid and i.status <> 2) as ncr
    from stations s order by s.sid desc`;
}

export async function findStation(db: Db, sid: number, options: { forUpdate?: boolean } = {}): Promise<StationRow | undefined> {
  const [row] = await db<StationRow[]>`
    select s.*, img.etag as image_etag, p.name as parent_name, p.proj_id as parent_proj_id,
      exists (select 1 from issues i where i.sid = s.sid and i.status <> 2) as ncr
    from stations s
      left join station_images img on img.sid = s.sid
      left join stations p on p.sid = s.parent
    where s.sid = ${sid}
    ${options.forUpdate ? db`for update of s` : db``}`;
  return row;
}

export async function countStations(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`select count(*)::int as n from stations`;
  return row!.n;
}

export async function stationExists(db: Db, sid: number): Promise<boolean> {
  const rows = await db`select 1 from stations where sid = ${sid}`;
  return rows.length > 0;
}

export async function insertStation(db: Db, values: Partial<StationColumns> & Pick<StationColumns, 'projId' | 'name'>, modBy: string): Promise<number> {
  const row = { ...values, modBy };
  const [inserted] = await db<{ sid: number }[]>`insert into stations ${db(row)} returning sid`;
  return inserted!.sid;
}

/** Writes the given columns, stamps modif and modBy. */
export async function updateStationColumns(db: Db, sid: number, values: Partial<StationColumns>, modBy: string): Promise<void> {
  const row = { ...values, modBy };
  await db`update stations set ${db(row)}, modif = now() where sid = ${sid}`;
}

export async function touchStation(db: Db, sid: number, modBy: string): Promise<void> {
  await db`update stations set modif = now(), mod_by = ${modBy} where sid = ${sid}`;
}

export async function deleteStation(db: Db, sid: number): Promise<boolean> {
  const rows = await db`delete from stations where sid = ${sid} returning sid`;
  return rows.length > 0;
}

/** True when `ancestor` is `sid` itself or sits above it in its parent chain. */
export async function isSelfOrDescendant(db: Db, sid: number, candidateParent: number): Promise<boolean> {
  const rows = await db`
    with recursive chain(sid) as (
      select ${candidateParent}::int
      union
      select s.parent from stations s join chain c on s.sid = c.sid where s.parent is not null
    )
    select 1 from chain where sid = ${sid}`;
  return rows.length > 0;
}

/** The project id of the newest station: the latest project number. */
export async function latestProjectNumber(db: Db): Promise<string> {
  const [row] = await db<{ projId: string }[]>`select proj_id from stations order by sid desc limit 1`;
  return row?.projId ?? '';
}

export async function listLocations(db: Db): Promise<LocationRow[]> {
  return db<LocationRow[]>`
    select s.sid, s.name, s.product, s.country, s.commissioned_date, img.etag as image_etag, s.lat, s.lng
    from stations s left join station_images img on img.sid = s.sid
    where s.lat is not null and s.lng is not null
    order by s.sid`;
}
