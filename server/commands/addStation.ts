import type { z } from 'zod';
import type { addStationBody } from '../../shared/schemas/station.ts';
import { conflict } from '../errors.ts';
import { insertProducts } from '../repositories/products.ts';
import { findStationsByProjectId, insertStation, insertStationWithNewProjectId } from '../repositories/stations.ts';
import type { Write } from './context.ts';

/**
 * Creates a station (with the products of `serials`) and returns its sid. A project id another station has
 * already (exactly, after trimming) is refused with 409 naming that station, unless `allowDuplicate` is true.
 */
export async function addStation({ tx, actor, changes, audit }: Write, body: z.output<typeof addStationBody>): Promise<number> {
  const station = { projId: body.projectId, name: body.stationName };
  const sid = body.allowDuplicate ? await insertStation(tx, station, actor) : await insertStationWithNewProjectId(tx, station, actor);
  if (sid === undefined) {
    const existing = (await findStationsByProjectId(tx, body.projectId))[0]!;
    throw conflict(`Project ID ${body.projectId} is already ${existing.name} (station ${existing.sid}); send allowDuplicate: true to add it anyway`,
      { duplicate: existing });
  }
  const products = await insertProducts(tx, sid, body.serials);
  audit([
    { actor, entity: 'station', entityId: sid, record: { kind: 'station', id: sid }, action: 'create', after: { projId: body.projectId, name: body.stationName } },
    ...products.map((p) => ({ actor, entity: 'product' as const, entityId: p.pid, record: { kind: 'station' as const, id: sid }, action: 'create' as const, after: p })),
  ]);
  changes.add({ type: 'station', sid, created: true });
  return sid;
}
