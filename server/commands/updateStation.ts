import { COLLAB_FIELDS } from '../../shared/collabFields.ts';
import { STATION_FIELDS, type StationValues, type UpdateStationBody } from '../../shared/schemas/station.ts';
import type { Station } from '../../shared/records.ts';
import type { Db } from '../db/sql.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { fieldChangeEvents } from '../repositories/events.ts';
import { findParentRef, isSelfOrDescendant, lockStation, stationColumns, updateStation as writeStation, type StationRow } from '../repositories/stations.ts';
import { presentStation } from '../presenters/station.ts';
import type { Write } from './context.ts';
import { changedFields, changedTexts, isStaleWholeRecord, pickChanged, resolvePerson, sentFields } from './updateRules.ts';

/**
 * Applies the changed fields of a station (and setParent: a sid, or 0 to disconnect), writing one audit event
 * per field that really changed. See isStaleWholeRecord for the conflict rule.
 */
export async function updateStation({ tx, actor, changes, sharedTexts, send, audit }: Write, body: UpdateStationBody): Promise<Station> {
  const locked = await lockStation(tx, body.sid);
  if (!locked) throw notFound(`Station ${body.sid} not found`);
  const { station: current, modif } = locked;
  const sent = sentFields(body, STATION_FIELDS);
  if (isStaleWholeRecord(body.modif, current.modif, Object.keys(sent), STATION_FIELDS)) {
    throw conflict('Conflict: the station was changed by someone else; reload and apply your changes again',
      { st: presentStation(current) });
  }
  const wanted: Partial<StationValues> & { parent?: number | null } = { ...sent };
  // Only a new owner or parent is checked: the stored one stays valid.
  if (sent.owner !== undefined && sent.owner !== current.owner) wanted.owner = await resolvePerson(tx, 'owner', sent.owner);
  const parent = body.setParent !== undefined && body.setParent !== (current.parent ?? 0)
    ? await checkedParent(tx, body.sid, body.setParent)
    : undefined;
  if (parent !== undefined) wanted.parent = parent?.sid ?? null;
  const changed = changedFields(current, wanted);
  if (changed.length === 0) return presentStation(current);
  // The update and its audit rows go out with the commit; the answer is presented from the locked row and what
  // was written, not read again.
  const values = pickChanged(wanted, changed);
  send(writeStation(tx, body.sid, values, actor));
  audit(fieldChangeEvents(actor, 'station', body.sid, changed));
  const texts = await sharedTexts.follow(tx, 'station', body.sid, changedTexts(changed, COLLAB_FIELDS.station));
  changes.add({ type: 'station', sid: body.sid, fields: changed.map((c) => c.field), texts });
  const updated: StationRow = { ...current, ...stationColumns(values), modif, modBy: actor };
  if (parent !== undefined) Object.assign(updated, { parentName: parent?.name ?? null, parentProjId: parent?.projId ?? null });
  return presentStation(updated);
}

/** The station to connect as parent (null: disconnect), checked to exist and not to make a cycle. */
async function checkedParent(db: Db, sid: number, parent: number): Promise<{ sid: number; name: string; projId: string } | null> {
  if (parent === 0) return null;
  const found = await findParentRef(db, parent);
  if (!found) throw invalid(`setParent: station ${parent} does not exist`);
  if (await isSelfOrDescendant(db, sid, parent)) {
    throw invalid(`setParent: station ${parent} is this station or one of its sub-projects`);
  }
  return found;
}
