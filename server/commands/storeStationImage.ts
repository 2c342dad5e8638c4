import { createHash } from 'node:crypto';
import type { Station } from '../../shared/records.ts';
import { notFound } from '../http/errors.ts';
import { inspectImage } from '../images/inspectImage.ts';
import { appendEvents } from '../repositories/events.ts';
import { upsertImage } from '../repositories/images.ts';
import { findStation, touchStation } from '../repositories/stations.ts';
import { presentStation } from '../presenters/station.ts';
import type { CommandContext } from './context.ts';

/** Replaces a station's image after checking its content; the station's imageUrl changes with it. */
export async function storeStationImage({ actor, outbox }: CommandContext, sid: number, data: Buffer): Promise<Station> {
  const image = await inspectImage(data);
  const etag = createHash('sha256').update(data).digest('base64url').slice(0, 16);
  const station = await outbox.transaction(async (tx, record) => {
    if (!(await findStation(tx, sid, { forUpdate: true }))) throw notFound(`Station ${sid} not found`);
    await upsertImage(tx, { sid, data, etag, ...image });
    await touchStation(tx, sid, actor);
    await appendEvents(tx, [{ actor, entity: 'image', entityId: sid, action: 'update', after: { etag, ...image } }]);
    await record({ type: 'station', sid });
    return presentStation((await findStation(tx, sid))!);
  });
  return station;
}
