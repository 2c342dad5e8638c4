import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../repositories/products.ts';
import { ACTOR, eventRecordsOf, eventsOf, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { removeProduct } from './removeProduct.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

describe('removeProduct', () => {
  it('deletes the product only, with a delete event and a products change of its station', async () => {
    const sid = await insertTestStation(db.sql);
    const [gone, kept] = await insertProducts(db.sql, sid, [{ cat: 'GFN', serial: 'SN-1' }, { cat: 'ATD', serial: 'SN-2' }]);
    const { result, changes } = await db.run(ACTOR, (w) => removeProduct(w, gone!.pid));

    expect(result).toBeUndefined();
    expect(await db.sql`select pid from products where sid = ${sid}`).toEqual([{ pid: kept!.pid }]);
    expect(await eventsOf(db.sql, 'product', gone!.pid)).toEqual([
      { actor: ACTOR, entity: 'product', entityId: gone!.pid, action: 'delete', field: null, before: { pid: gone!.pid, sid, cat: 'GFN', serial: 'SN-1' }, after: null },
    ]);
    expect(await eventRecordsOf(db.sql, 'product', gone!.pid)).toEqual([`station:${sid}`]);
    expect(changes).toEqual([{ type: 'products', sid }]);
  });

  it('answers 404 for a product that does not exist, leaving nothing', async () => {
    expect(await db.runFailing((w) => removeProduct(w, 999_999))).toMatchObject({ kind: 'not-found', message: 'Product 999999 not found' });
  });
});
