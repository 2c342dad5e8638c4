import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStationBody } from '../../shared/schemas/station.ts';
import { ACTOR, eventRecordsOf, eventsOf, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
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
      expect(await eventRecordsOf(db.sql, 'product', p.pid)).toEqual([`station:${sid}`]);
    }
    expect(await eventRecordsOf(db.sql, 'station', sid)).toEqual([`station:${sid}`]);
    expect(changes).toEqual([{ type: 'station', sid, created: true }]);
  });

  it('creates a station without products', async () => {
    const { result: sid, changes } = await db.run(ACTOR, (w) => addStation(w, addStationBody.parse({ projectId: 'P-2002', stationName: 'South plant' })));
    expect(await db.sql`select 1 from products where sid = ${sid}`).toEqual([]);
    expect(changes).toEqual([{ type: 'station', sid, created: true }]);
  });

  it('refuses a project id another station has (exactly, spaces aside) with 409 naming it, and adds nothing', async () => {
    const legacy = await insertTestStation(db.sql, { projId: ' P-3001 ', name: 'Substation Ulaanbaatar' });
    const error = await db.runFailing((w) => addStation(w, addStationBody.parse({ projectId: 'P-3001 ', stationName: 'Second plant' })));
    expect(error).toMatchObject({ kind: 'conflict' });
    expect(error.message).toBe(`Project ID P-3001 is already Substation Ulaanbaatar (station ${legacy}); send allowDuplicate: true to add it anyway`);
    expect(error.body).toEqual({ duplicate: { sid: legacy, name: 'Substation Ulaanbaatar', projId: ' P-3001 ' } });
  });

  it('names the oldest of several stations with the id', async () => {
    const first = await insertTestStation(db.sql, { projId: 'P-3002', name: 'First' });
    await insertTestStation(db.sql, { projId: 'P-3002', name: 'Second' });
    const error = await db.runFailing((w) => addStation(w, addStationBody.parse({ projectId: 'P-3002', stationName: 'Third' })));
    expect(error.body).toEqual({ duplicate: { sid: first, name: 'First', projId: 'P-3002' } });
  });

  it('adds a duplicate with allowDuplicate: true, and an id that only resembles another without it', async () => {
    await insertTestStation(db.sql, { projId: 'P-3003', name: 'Original' });
    const { result: sid } = await db.run(ACTOR, (w) => addStation(w, addStationBody.parse({ projectId: 'P-3003', stationName: 'Legacy copy', allowDuplicate: true })));
    expect(await db.sql`select proj_id, name from stations where sid = ${sid}`).toEqual([{ projId: 'P-3003', name: 'Legacy copy' }]);
    for (const projectId of ['p-3003', 'P-30030', 'P-300']) {
      await db.run(ACTOR, (w) => addStation(w, addStationBody.parse({ projectId, stationName: 'Similar' })));
    }
  });

  it('lets only one of two stations added with the same new id at once through', async () => {
    const body = addStationBody.parse({ projectId: 'P-3004', stationName: 'Raced' });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The first write holds its transaction open after its insert; the second starts meanwhile (on PostgreSQL on
    // a connection of its own; the embedded database has one, so there they run one after the other anyway).
    const results = await Promise.allSettled([
      db.run(ACTOR, async (w) => { const sid = await addStation(w, body); await pause(300); return sid; }),
      pause(100).then(() => db.run(ACTOR, (w) => addStation(w, body))),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ kind: 'conflict' });
    expect(await db.sql`select count(*)::int as n from stations where proj_id = 'P-3004'`).toEqual([{ n: 1 }]);
  });
});
