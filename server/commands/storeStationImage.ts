import type { Station } from '../../shared/records.ts';
import { etagOf } from '../blobs/blobStore.ts';
import { notFound } from '../errors.ts';
import type { InspectedImage } from '../images/inspectImage.ts';
import type { BlobRef } from '../repositories/blobs.ts';
import { findImageInfo, upsertImage } from '../repositories/images.ts';
import { findStation, touchStation } from '../repositories/stations.ts';
import { presentStation } from '../presenters/station.ts';
import type { Write } from './context.ts';

/**
 * Replaces a station's image (already checked: see inspectImage; and its bytes stored: see BlobStore.put); the
 * station's imageUrl changes with it. The audit row holds the image it replaced (without its bytes) and the new
 * one. The bytes of the image it replaced go at the next sweep (server/blobs/sweepBlobs.ts).
 */
export async function storeStationImage({ tx, actor, changes, audit }: Write, sid: number, blob: BlobRef, image: InspectedImage): Promise<Station> {
  const etag = etagOf(blob.hash);
  if (!(await findStation(tx, sid, { forUpdate: true }))) throw notFound(`Station ${sid} not found`);
  const replaced = await findImageInfo(tx, sid);
  await upsertImage(tx, { sid, blob: blob.hash, etag, ...image });
  await touchStation(tx, sid, actor);
  audit([{ actor, entity: 'image', entityId: sid, record: { kind: 'station', id: sid }, action: 'update', before: replaced, after: { etag, ...image } }]);
  changes.add({ type: 'station', sid, fields: ['image'] });
  return presentStation((await findStation(tx, sid))!);
}
