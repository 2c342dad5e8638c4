import { recordName } from '../../shared/recordNames.ts';
import { notFound } from '../http/errors.ts';
import { appendEvents } from '../repositories/events.ts';
import { deleteStation, findStation } from '../repositories/stations.ts';
import { presentStation } from '../presenters/station.ts';
import { listIssuesOfStation } from '../repositories/issues.ts';
import { deleteDocs } from '../repositories/yjsUpdates.ts';
import type { Write } from './context.ts';

/** Deletes a station with its issues, products and image (the database cascades) and their Yjs docs. */
export async function removeStation({ tx, actor, changes }: Write, sid: number): Promise<void> {
  const current = await findStation(tx, sid, { forUpdate: true });
  if (!current) throw notFound(`Station ${sid} not found`);
  const issues = await listIssuesOfStation(tx, sid);
  await deleteStation(tx, sid);
  await deleteDocs(tx, [recordName('station', sid), ...issues.map((issue) => recordName('issue', issue.iid))]);
  await appendEvents(tx, [{ actor, entity: 'station', entityId: sid, action: 'delete', before: presentStation(current) }]);
  changes.add({ type: 'stationDeleted', sid, iids: issues.map((issue) => issue.iid) });
}
