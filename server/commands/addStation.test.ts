import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStationBody } from '../../shared/schemas/station.ts';
import { ACTOR, eventsOf, openCommandDatabase, type CommandDatabase } from '../testing/commandDatabase.ts';
import { addStation } from './addStation.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

describe('addStation', () => {
  it('creates the station with its products, a create event for each, and one created change', async () => {
    const input = addStationBody.parse({ projectId: ' P-2001 ', stationName: 'North plant', serials: [{ cat: 'GFN', serial: 'A1' }, { cat: 'EFL', serial: 'B2' }] });
    const { result: sid, changes } = await db.run(ACTOR, (w) => addStation(w, input));

    expect(await db.sql`select proj_id, name, customer, active, owner, parent, mod_by from stations where sid = ${sid}`).toEqual([
      { projId: 'P-2001', name: 'North plant', customer: '', active: true, owner: null, parent: null, modBy: ACTOR },
    ]);
    const products = await db.sql<{ pid: number; cat: string; serial: string }[]>`select pid, cat, serial from products where sid = ${sid} order by pid`;
    expect(products.map((p) => [p.cat, p.serial])).toEqual([['GFN', 'A1'], ['EFL', 'B2']]);
    expect(await eventsOf(db.sql, 'station', sid)).toEqual([
      { actor: ACTOR, entity: 'station', entityId: sid, action: 'create', field: null, before: null, after: { projId: 'P-2001', name: 'North plant' } },
    ]);
    for (const p of products) {
      expect(await eventsOf(db.sql, 'product', p.pid)).toEqual([
        { actor: ACTOR, entity: 'product', entityId: p.pid, action: 'create', field: null, before: null, after: { pid: p.pid, sid, cat: p.cat, serial: p.serial } },
      ]);
    }
    expect(changes).toEqual([{ type: 'station', sid, created: true }]);
  });

  it('creates a station without products', async () => {
    const { result: sid, changes } = await db.run(ACTOR, (w) => addStation(w, addStationBody.parse({ projectId: 'P-2002', stationName: 'South plant' })));
    expect(await db.sql`select 1 from products where sid = ${sid}`).toEqual([]);
    expect(changes).toEqual([{ type: 'station', sid, created: true }]);
  });
});
