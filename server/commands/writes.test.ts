import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../repositories/events.ts';
import { updateStation } from '../repositories/stations.ts';
import { ACTOR, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

const customerEvent = (sid: number, after: string): AuditEvent =>
  ({ actor: ACTOR, entity: 'station', entityId: sid, record: { kind: 'station', id: sid }, action: 'update', field: 'customer', before: '', after });
const auditedCustomers = async (sid: number) =>
  (await db.sql<{ after: string }[]>`select after from events where entity = 'station' and entity_id = ${sid} order by id`).map((row) => row.after);

describe('a write through the outbox', () => {
  it('commits the statements its commands sent without waiting, with its audit rows and its change', async () => {
    const sid = await insertTestStation(db.sql);
    const { changes } = await db.run(ACTOR, async (w) => {
      w.send(updateStation(w.tx, sid, { customer: 'Sent' }, ACTOR));
      w.audit([customerEvent(sid, 'Sent')]);
      w.audit([customerEvent(sid, 'Sent again')]);
      w.changes.add({ type: 'station', sid, fields: ['customer'] });
    });
    expect(changes).toEqual([{ type: 'station', sid, fields: ['customer'] }]);
    expect(await db.sql`select customer from stations where sid = ${sid}`).toEqual([{ customer: 'Sent' }]);
    expect(await auditedCustomers(sid)).toEqual(['Sent', 'Sent again']);
  });

  it('stores the audit rows of a write that changed nothing anyone hears of (a wall screen added)', async () => {
    const sid = await insertTestStation(db.sql);
    const { changes } = await db.run(ACTOR, async (w) => { w.audit([customerEvent(sid, 'Only audited')]); });
    expect(changes).toEqual([]);
    expect(await auditedCustomers(sid)).toEqual(['Only audited']);
  });

  it('is rolled back whole when a statement sent with the commit fails, and fails with its error', async () => {
    const sid = await insertTestStation(db.sql);
    const error = await db.runFailing(async (w) => {
      w.audit([customerEvent(sid, 'Never stored')]);
      w.send(updateStation(w.tx, sid, { customer: 'Never stored' }, ACTOR));
      w.send(updateStation(w.tx, sid, { parent: sid }, ACTOR)); // a station is not its own parent (a check)
      w.changes.add({ type: 'station', sid, fields: ['customer', 'parent'] });
    });
    expect(error.message).toMatch(/check constraint/);
    expect(await db.sql`select customer, parent from stations where sid = ${sid}`).toEqual([{ customer: '', parent: null }]);
    expect(await auditedCustomers(sid)).toEqual([]);
  });
});
