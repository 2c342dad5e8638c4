import { recordName } from '../../shared/recordNames.ts';
import { notFound } from '../errors.ts';
import { deleteStation, findStation, listChildren } from '../repositories/stations.ts';
import { presentIssue } from '../presenters/issue.ts';
import { presentStation } from '../presenters/station.ts';
import { listIssuesOfStation } from '../repositories/issues.ts';
import { deleteDocs } from '../repositories/yjsUpdates.ts';
import { actionIdsOfIssues } from '../repositories/actions.ts';
import type { Write } from './context.ts';

/**
 * Deletes a station with its issues, their actions, products and image (the database cascades) and their Yjs docs; its
 * sub-projects lose their parent (the database sets it to null), which is audited and published for each.
 * Each of its NCRs gets a delete row of its own too, so that the NCR's history ends with its deletion.
 */
export async function removeStation({ tx, actor, changes, audit }: Write, sid: number): Promise<void> {
  const current = await findStation(tx, sid, { forUpdate: true });
  if (!current) throw notFound(`Station ${sid} not found`);
  const issues = await listIssuesOfStation(tx, sid);
  const children = await listChildren(tx, sid);
  const actions = await actionIdsOfIssues(tx, issues.map((issue) => issue.iid));
  await deleteStation(tx, sid);
  await deleteDocs(tx, [
    recordName('station', sid), ...issues.map((issue) => recordName('issue', issue.iid)), ...actions.map((aid) => recordName('action', aid)),
  ]);
  audit([
    { actor, entity: 'station', entityId: sid, record: { kind: 'station', id: sid }, action: 'delete', before: presentStation(current) },
    ...issues.map((issue) => ({ actor, entity: 'issue' as const, entityId: issue.iid, record: { kind: 'issue' as const, id: issue.iid }, action: 'delete' as const, before: presentIssue(issue) })),
    ...children.map((child) => ({ actor, entity: 'station' as const, entityId: child, record: { kind: 'station' as const, id: child }, action: 'update' as const, field: 'parent', before: sid, after: null })),
  ]);
  changes.add({ type: 'stationDeleted', sid, iids: issues.map((issue) => issue.iid) });
  for (const child of children) changes.add({ type: 'station', sid: child, fields: ['parent'] });
}
