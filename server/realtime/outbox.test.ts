import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvents } from '../repositories/events.ts';
import { updateStation } from '../repositories/stations.ts';
import { ACTOR, insertTestStation, openCommandDatabase, type CommandDatabase } from '../testing/commandDatabase.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

describe('a write through the outbox', () => {
  it('commits the statements its commands sent without waiting, with its change', async () => {
    const sid = await insertTestStation(db.sql);
    const { changes } = await db.run(ACTOR, async (w) => {
      w.send(updateStation(w.tx, sid, { customer: 'Sent' }, ACTOR));
      w.changes.add({ type: 'station', sid, fields: ['customer'] });
    });
    expect(changes).toEqual([{ type: 'station', sid, fields: ['customer'] }]);
    expect(await db.sql`select customer from stations where sid = ${sid}`).toEqual([{ customer: 'Sent' }]);
  });

  it('is rolled back whole when a statement sent with the commit fails, and fails with its error', async () => {
    const sid = await insertTestStation(db.sql);
    const error = await db.runFailing(async (w) => {
      w.send(appendEvents(w.tx, [{ actor: ACTOR, entity: 'station', entityId: sid, record: { kind: 'station', id: sid }, action: 'update', field: 'customer', before: '', after: 'x' }]));
      w.send(updateStation(w.tx, sid, { customer: 'Never stored' }, ACTOR));
      w.send(updateStation(w.tx, sid, { parent: sid }, ACTOR)); // a station is not its own parent (a check)
      w.changes.add({ type: 'station', sid, fields: ['customer', 'parent'] });
    });
    expect(error.message).toMatch(/check constraint/);
    expect(await db.sql`select customer, parent from stations where sid = ${sid}`).toEqual([{ customer: '', parent: null }]);
  });
});
