import { COLLAB_FIELDS } from '../../shared/collab.ts';
import { recordName } from '../../shared/recordNames.ts';
import { STATION_FIELDS, type UpdateStationBody } from '../../shared/schemas/station.ts';
import type { Station } from '../../shared/records.ts';
import type { Db } from '../db/sql.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { appendEvents, fieldChangeEvents } from '../repositories/events.ts';
import { findStation, isSelfOrDescendant, stationExists, updateStationColumns } from '../repositories/stations.ts';
import { presentStation } from '../presenters/station.ts';
import type { CommandContext } from './context.ts';
import { toStationColumns } from './stationColumns.ts';
import { changedFields, changedTexts, isStaleWholeRecord, pickChanged } from './updateRules.ts';
import { followTextColumns } from '../collab/docStorage.ts';

/**
 * Applies the changed fields of a station (and setParent: a sid, or 0 to disconnect) in one transaction,
 * writing one audit event per field that really changed. See isStaleWholeRecord for the conflict rule.
 */
export async function updateStation({ actor, outbox }: CommandContext, body: UpdateStationBody): Promise<Station> {
  return outbox.transaction(async (tx, record) => {
    const current = await findStation(tx, body.sid, { forUpdate: true });
    if (!current) throw notFound(`Station ${body.sid} not found`);
    const sent = STATION_FIELDS.filter((field) => body[field] !== undefined);
    if (isStaleWholeRecord(body.modif, current.modif, sent, STATION_FIELDS)) {
      throw conflict('Conflict: the station was changed by someone else; reload and apply your changes again',
        { st: presentStation(current) });
    }
    const wanted = await toStationColumns(tx, body);
    if (body.setParent !== undefined) wanted.parent = await checkedParent(tx, body.sid, body.setParent);
    const changes = changedFields(current, wanted);
    if (changes.length === 0) return presentStation(current);
    await updateStationColumns(tx, body.sid, pickChanged(wanted, changes), actor);
    await appendEvents(tx, fieldChangeEvents(actor, 'station', body.sid, changes.filter((c) => !DERIVED.has(c.field))));
    const texts = await followTextColumns(tx, recordName('station', body.sid), changedTexts(changes, COLLAB_FIELDS.station));
    await record({ type: 'station', sid: body.sid, texts });
    return presentStation((await findStation(tx, body.sid))!);
  });
}

/** Columns computed from another field: their change is recorded through that field. */
const DERIVED = new Set(['lat', 'lng', 'wend']);

async function checkedParent(db: Db, sid: number, parent: number): Promise<number | null> {
  if (parent === 0) return null;
  if (!(await stationExists(db, parent))) throw badRequest(`setParent: station ${parent} does not exist`);
  if (await isSelfOrDescendant(db, sid, parent)) {
    throw badRequest(`setParent: station ${parent} is this station or one of its sub-projects`);
  }
  return parent;
}
