import type { Station } from '../../shared/records.ts';
import { notFound } from '../errors.ts';
import { deleteImage } from '../repositories/images.ts';
import { findStation, touchStation } from '../repositories/stations.ts';
import { presentStation } from '../presenters/station.ts';
import type { Write } from './context.ts';

/** Removes a station's image (404 when it has none); its imageUrl becomes '' and its globe bar loses the image. */
export async function removeStationImage({ tx, actor, changes, audit }: Write, sid: number): Promise<Station> {
  if (!(await findStation(tx, sid, { forUpdate: true }))) throw notFound(`Station ${sid} not found`);
  const removed = await deleteImage(tx, sid);
  if (!removed) throw notFound(`Station ${sid} has no image`);
  await touchStation(tx, sid, actor);
  audit([{ actor, entity: 'image', entityId: sid, record: { kind: 'station', id: sid }, action: 'delete', before: removed }]);
  changes.add({ type: 'station', sid, fields: ['image'] });
  return presentStation((await findStation(tx, sid))!);
}
