import { COLLAB_FIELDS } from '../../shared/collab.ts';
import { STATION_FIELDS, type StationValues, type UpdateStationBody } from '../../shared/schemas/station.ts';
import type { Station } from '../../shared/records.ts';
import type { Db } from '../db/sql.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { appendEvents, fieldChangeEvents } from '../repositories/events.ts';
import { findStation, isSelfOrDescendant, stationExists, updateStation as writeStation } from '../repositories/stations.ts';
import { presentStation } from '../presenters/station.ts';
import type { Write } from './context.ts';
import { changedFields, changedTexts, isStaleWholeRecord, pickChanged, resolvePerson, sentFields } from './updateRules.ts';

/**
 * Applies the changed fields of a station (and setParent: a sid, or 0 to disconnect), writing one audit event
 * per field that really changed. See isStaleWholeRecord for the conflict rule.
 */
export async function updateStation({ tx, actor, changes, sharedTexts }: Write, body: UpdateStationBody): Promise<Station> {
  const current = await findStation(tx, body.sid, { forUpdate: true });
  if (!current) throw notFound(`Station ${body.sid} not found`);
  const sent = sentFields(body, STATION_FIELDS);
  if (isStaleWholeRecord(body.modif, current.modif, Object.keys(sent), STATION_FIELDS)) {
    throw conflict('Conflict: the station was changed by someone else; reload and apply your changes again',
      { st: presentStation(current) });
  }
  const wanted: Partial<StationValues> & { parent?: number | null } = { ...sent };
  if (sent.owner !== undefined) wanted.owner = await resolvePerson(tx, 'owner', sent.owner);
  if (body.setParent !== undefined) wanted.parent = await checkedParent(tx, body.sid, body.setParent);
  const changed = changedFields(current, wanted);
  if (changed.length === 0) return presentStation(current);
  await writeStation(tx, body.sid, pickChanged(wanted, changed), actor);
  await appendEvents(tx, fieldChangeEvents(actor, 'station', body.sid, changed));
  const texts = await sharedTexts.follow(tx, 'station', body.sid, changedTexts(changed, COLLAB_FIELDS.station));
  changes.add({ type: 'station', sid: body.sid, fields: changed.map((c) => c.field), texts });
  return presentStation((await findStation(tx, body.sid))!);
}

async function checkedParent(db: Db, sid: number, parent: number): Promise<number | null> {
  if (parent === 0) return null;
  if (!(await stationExists(db, parent))) throw badRequest(`setParent: station ${parent} does not exist`);
  if (await isSelfOrDescendant(db, sid, parent)) {
    throw badRequest(`setParent: station ${parent} is this station or one of its sub-projects`);
  }
  return parent;
}
