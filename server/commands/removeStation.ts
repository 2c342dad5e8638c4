import { notFound } from '../http/errors.ts';
import { appendEvents } from '../repositories/events.ts';
import { deleteStation, findStation } from '../repositories/stations.ts';
import { presentStation } from '../presenters/station.ts';
import type { CommandContext } from './context.ts';

/** Deletes a station with its issues, products and image (the database cascades). */
export async function removeStation({ sql, actor }: CommandContext, sid: number): Promise<void> {
  await sql.begin(async (tx) => {
    const current = await findStation(tx, sid, { forUpdate: true });
    if (!current) throw notFound(`Station ${sid} not found`);
    await deleteStation(tx, sid);
    await appendEvents(tx, [{ actor, entity: 'station', entityId: sid, action: 'delete', before: presentStation(current) }]);
  });
}
