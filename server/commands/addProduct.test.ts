import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductBody } from '../../shared/schemas/product.ts';
import { ACTOR, eventRecordsOf, eventsOf, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { addProduct } from './addProduct.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

describe('addProduct', () => {
  it('adds a product to a station, with a create event and a products change', async () => {
    const sid = await insertTestStation(db.sql);
    const { result, changes } = await db.run(ACTOR, (w) => addProduct(w, addProductBody.parse({ sid, cat: 'RCC', serial: 'SN-1' })));

    expect(result).toEqual({ pid: expect.any(Number), cat: 'RCC', serial: 'SN-1' });
    expect(await db.sql`select pid, sid, cat, serial from products where sid = ${sid}`).toEqual([{ pid: result.pid, sid, cat: 'RCC', serial: 'SN-1' }]);
    expect(await eventsOf(db.sql, 'product', result.pid)).toEqual([
      { actor: ACTOR, entity: 'product', entityId: result.pid, action: 'create', field: null, before: null, after: { pid: result.pid, sid, cat: 'RCC', serial: 'SN-1' } },
    ]);
    expect(await eventRecordsOf(db.sql, 'product', result.pid)).toEqual([`station:${sid}`]); // in the station's history
    expect(changes).toEqual([{ type: 'products', sid }]);
  });

  it('answers 404 for a station that does not exist, leaving nothing', async () => {
    const input = addProductBody.parse({ sid: 999_999, cat: 'GFN', serial: 'SN-2' });
    expect(await db.runFailing((w) => addProduct(w, input))).toMatchObject({ kind: 'not-found', message: 'Station 999999 not found' });
  });
});
