import { collabDocName } from '../../shared/collab.ts';
import { notFound } from '../http/errors.ts';
import { appendEvents } from '../repositories/events.ts';
import { deleteStation, findStation } from '../repositories/stations.ts';
import { presentStation } from '../presenters/station.ts';
import { listIssuesOfStation } from '../repositories/issues.ts';
import { deleteDocs } from '../repositories/yjsUpdates.ts';
import type { CommandContext } from './context.ts';

/** Deletes a station with its issues, products and image (the database cascades) and their Yjs docs. */
export async function removeStation({ sql, actor, announce }: CommandContext, sid: number): Promise<void> {
  const iids = await sql.begin(async (tx) => {
    const current = await findStation(tx, sid, { forUpdate: true });
    if (!current) throw notFound(`Station ${sid} not found`);
    const issues = await listIssuesOfStation(tx, sid);
    await deleteStation(tx, sid);
    await deleteDocs(tx, [collabDocName('station', sid), ...issues.map((issue) => collabDocName('issue', issue.iid))]);
    await appendEvents(tx, [{ actor, entity: 'station', entityId: sid, action: 'delete', before: presentStation(current) }]);
    return issues.map((issue) => issue.iid);
  });
  announce({ type: 'stationDeleted', sid, iids });
}
