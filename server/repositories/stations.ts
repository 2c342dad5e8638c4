import { parseCoordinates } from '../../shared/coordinates.ts';
import { parseDateOnly } from '../../shared/dates.ts';
import { STATION_LIST_FIELDS } from '../../shared/records.ts';
import type { StationValues } from '../../shared/schemas/station.ts';
import type { Db } from '../db/sql.ts';
import { issueIsOpen } from './issues.ts';

/** A station's columns: its fields as stored, the columns derived from them, and its parent. */
export type StationColumns = StationValues & DerivedColumns & { parent: number | null };

/** Columns computed from a field, for queries: the warranty end from endWarranty, the position from coordinates. */
interface DerivedColumns { wend: string | null; lat: number | null; lng: number | null }

/** The values to write for some fields: those fields, with the columns derived from them. */
export function stationColumns(values: Partial<StationValues> & { parent?: number | null }): Partial<StationColumns> {
  const columns: Partial<StationColumns> = { ...values };
  if (values.coordinates !== undefined) {
    const position = parseCoordinates(values.coordinates);
    columns.lat = position?.lat ?? null;
    columns.lng = position?.lng ?? null;
  }
  if (values.endWarranty !== undefined) columns.wend = parseDateOnly(values.endWarranty);
  return columns;
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

export type StationListRow = Pick<StationRow, (typeof STATION_LIST_FIELDS)[number] | 'sid' | 'ncr' | 'wend' | 'parent' | 'modif'>;

export interface LocationRow {
  sid: number; name: string; product: string; country: string;
  commissionedDate: string | null; imageEtag: string | null; lat: number; lng: number;
}

/** The NCR flag of station `s`: it has an issue that is not resolved. */
const hasOpenIssues = (db: Db) => db`exists (select 1 from issues i where i.sid = s.sid and ${issueIsOpen(db)})`;

/** The columns of a stations list row, of station `s`. */
const listColumns = (db: Db) => db`${db(['sid', ...STATION_LIST_FIELDS, 'wend', 'parent', 'modif'])}, ${hasOpenIssues(db)} as ncr`;

/** The stations list's rows, newest first. */
const stationList = (db: Db) => db<StationListRow[]>`select ${listColumns(db)} from stations s order by s.sid desc`;

export async function listStations(db: Db): Promise<StationListRow[]> {
  return stationList(db);
}

export interface FirstStationsRows {
  rows: StationListRow[];
  /** The rows of the parents that `rows` name and that are not among them. */
  parents: StationListRow[];
  /** How many stations there are. */
  total: number;
}

/** The stations list's first `size` rows (newest first) with their parents' rows and the count, in one statement. */
export async function firstStations(db: Db, size: number): Promise<FirstStationsRows> {
  const found = await db<(StationListRow & { onPage: boolean; total: number })[]>`
    with page as (select sid, parent from stations order by sid desc limit ${size})
    select ${listColumns(db)}, s.sid in (select sid from page) as on_page, (select count(*)::int from stations) as total
    from stations s
    where s.sid in (select sid from page) or s.sid in (select parent from page where parent is not null)
    order by s.sid desc`;
  const row = ({ onPage: _onPage, total: _total, ...station }: (typeof found)[number]): StationListRow => station;
  return {
    rows: found.filter((station) => station.onPage).map(row),
    parents: found.filter((station) => !station.onPage).map(row),
    total: found[0]?.total ?? 0,
  };
}

/** The stations list's rows, newest first, `batchSize` at a time through a cursor (never all in memory). */
export function cursorStationList(db: Db, batchSize: number): AsyncIterable<StationListRow[]> {
  return stationList(db).cursor(batchSize);
}

/** A station as the CSV export writes it: its fields, its parent's project id and its NCRs counted. */
export interface StationExportRow extends StationColumns {
  sid: number;
  ncr: boolean;
  modif: Date;
  modBy: string;
  parentProjId: string | null;
  ncrCount: number;
  openNcrCount: number;
}

/** The export rows of some stations (in no particular order; a station deleted meanwhile is missing). */
export async function findStationExportRows(db: Db, sids: readonly number[]): Promise<StationExportRow[]> {
  return db<StationExportRow[]>`
    select s.*, p.proj_id as parent_proj_id, ${hasOpenIssues(db)} as ncr,
      (select count(*)::int from issues i where i.sid = s.sid) as ncr_count,
      (select count(*)::int from issues i where i.sid = s.sid and ${issueIsOpen(db)}) as open_ncr_count
    from stations s left join stations p on p.sid = s.parent
    where s.sid = any(${sids as number[]}::int[])`;
}

const stationSelect = (db: Db, extra = db``) => db`
  select s.*, img.etag as image_etag, p.name as parent_name, p.proj_id as parent_proj_id,
    ${hasOpenIssues(db)} as ncr ${extra}
  from stations s
    left join station_images img on img.sid = s.sid
    left join stations p on p.sid = s.parent`;

export async function findStation(db: Db, sid: number, options: { forUpdate?: boolean } = {}): Promise<StationRow | undefined> {
  const [row] = await db<StationRow[]>`${stationSelect(db)} where s.sid = ${sid} ${options.forUpdate ? db`for update of s` : db``}`;
  return row;
}

/**
 * A station locked for an update in this transaction, and the modif that updateStation stores in it (now(),
 * the transaction's start, at the column's millisecond precision), so the updated station can be presented
 * without reading it again. (The row keeps that extra column: copying the station out of it costs more.)
 */
export async function lockStation(db: Db, sid: number): Promise<{ station: StationRow; modif: Date } | undefined> {
  const [row] = await db<(StationRow & { txModif: Date })[]>`
    ${stationSelect(db, db`, now()::timestamptz(3) as tx_modif`)} where s.sid = ${sid} for update of s`;
  return row && { station: row, modif: row.txModif };
}

/** Bulk insert with given sids (the demo data): each row's fields, parent and modBy; then the sid sequence follows. */
export async function insertStationRows(db: Db, rows: (StationValues & { sid: number; parent: number | null; modBy: string })[], chunk = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db`insert into stations ${db(rows.slice(i, i + chunk).map((row) => ({ ...row, ...stationColumns(row) })))}`;
  }
  await db`select setval('stations_sid_seq', greatest((select max(sid) from stations), 1))`;
}

export async function maxStationId(db: Db): Promise<number> {
  const [row] = await db<{ maxSid: number }[]>`select coalesce(max(sid), 0)::int as max_sid from stations`;
  return row!.maxSid;
}

/** Empties the record tables (stations, their products, issues and images), numbering from 1 again. */
export async function deleteAllRecords(db: Db): Promise<void> {
  await db`truncate stations, products, issues, station_images restart identity cascade`;
}

export async function countStations(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`select count(*)::int as n from stations`;
  return row!.n;
}

/** A station as a sub-project's parent shows it; undefined when there is none. */
export async function findParentRef(db: Db, sid: number): Promise<{ sid: number; name: string; projId: string } | undefined> {
  const [row] = await db<{ sid: number; name: string; projId: string }[]>`select sid, name, proj_id from stations where sid = ${sid}`;
  return row;
}

export async function stationExists(db: Db, sid: number): Promise<boolean> {
  const rows = await db`select 1 from stations where sid = ${sid}`;
  return rows.length > 0;
}

/** Names the transaction-scoped advisory locks (two-key form) on project ids taken while adding a station. */
const PROJECT_ID_LOCK = 0x5344_7072;

/** The stations that have project id `projId` (exactly, ignoring surrounding spaces), by sid. */
export async function findStationsByProjectId(db: Db, projId: string): Promise<{ sid: number; name: string; projId: string }[]> {
  return db<{ sid: number; name: string; projId: string }[]>`
    select sid, name, proj_id from stations where trim(proj_id) = ${projId.trim()} order by sid`;
}

/**
 * Adds a station unless another has its project id already (exactly, ignoring surrounding spaces): its sid, or
 * undefined. Locks that project id for the rest of the transaction first, so that of two stations added with
 * the same id at once the second sees the first; both statements go in one round trip.
 */
export async function insertStationWithNewProjectId(db: Db, station: Pick<StationValues, 'projId' | 'name'>, modBy: string): Promise<number | undefined> {
  const projId = station.projId.trim();
  const [, [inserted]] = await Promise.all([
    db`select pg_advisory_xact_lock(${PROJECT_ID_LOCK}, hashtext(${projId}))`,
    db<{ sid: number }[]>`
      insert into stations (proj_id, name, mod_by) select ${station.projId}, ${station.name}, ${modBy}
      where not exists (select 1 from stations where trim(proj_id) = ${projId})
      returning sid`,
  ]);
  return inserted?.sid;
}

export async function insertStation(db: Db, values: Partial<StationValues> & Pick<StationValues, 'projId' | 'name'>, modBy: string): Promise<number> {
  const row = { ...stationColumns(values), modBy };
  const [inserted] = await db<{ sid: number }[]>`insert into stations ${db(row)} returning sid`;
  return inserted!.sid;
}

/** Writes the given fields (and the columns derived from them), stamps modif (now(): see lockStation) and modBy. */
export async function updateStation(db: Db, sid: number, values: Partial<StationValues> & { parent?: number | null }, modBy: string): Promise<void> {
  await db`update stations set ${db({ ...stationColumns(values), modBy })}, modif = now() where sid = ${sid}`;
}

export async function touchStation(db: Db, sid: number, modBy: string): Promise<void> {
  await db`update stations set modif = now(), mod_by = ${modBy} where sid = ${sid}`;
}

export async function deleteStation(db: Db, sid: number): Promise<boolean> {
  const rows = await db`delete from stations where sid = ${sid} returning sid`;
  return rows.length > 0;
}

/** The sids of a station's sub-projects. */
export async function listChildren(db: Db, sid: number): Promise<number[]> {
  const rows = await db<{ sid: number }[]>`select sid from stations where parent = ${sid} order by sid`;
  return rows.map((row) => row.sid);
}

/** The list rows of a station's sub-projects. */
export async function listSubProjects(db: Db, sid: number): Promise<StationListRow[]> {
  return db<StationListRow[]>`select ${listColumns(db)} from stations s where s.parent = ${sid} order by s.sid desc`;
}

/** Locks a station against deletion for the rest of the transaction; false when it is gone. */
export async function lockStationShared(db: Db, sid: number): Promise<boolean> {
  const rows = await db`select 1 from stations where sid = ${sid} for share`;
  return rows.length > 0;
}

/** True when `sid` is `candidateParent` itself or sits above it in its parent chain. */
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

export async function listLocations(db: Db): Promise<LocationRow[]> {
  return db<LocationRow[]>`
    select s.sid, s.name, s.product, s.country, s.commissioned_date, img.etag as image_etag, s.lat, s.lng
    from stations s left join station_images img on img.sid = s.sid
    where s.lat is not null and s.lng is not null
    order by s.sid`;
}
