import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR, eventRecordsOf, eventsOf, insertTestBlob, insertTestStation, modifOf, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import type { BlobRef } from '../repositories/blobs.ts';
import { removeStationImage } from './removeStationImage.ts';
import { storeStationImage } from './storeStationImage.ts';

let db: CommandDatabase;
let pngBlob: BlobRef;
const facts = { mime: 'image/png', width: 4, height: 3 };
beforeAll(async () => {
  db = await openCommandDatabase();
  pngBlob = await insertTestBlob(db.sql, await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } }).png().toBuffer());
});
afterAll(async () => { await db?.close(); });

describe('removeStationImage', () => {
  it("deletes the image, clears the station's imageUrl and stamps modif, with a delete event and an image change", async () => {
    const sid = await insertTestStation(db.sql);
    const { result: stored } = await db.run(ACTOR, (w) => storeStationImage(w, sid, pngBlob, facts));
    const etag = stored.imageUrl.split('v=')[1];
    const modif = await modifOf(db.sql, 'stations', sid);

    const { result, changes } = await db.run('remover', (w) => removeStationImage(w, sid));
    expect(result).toMatchObject({ sid, imageUrl: '', modBy: 'remover' });
    expect(result.modif).not.toBe(modif);
    expect(await db.sql`select sid from station_images where sid = ${sid}`).toEqual([]);
    expect((await eventsOf(db.sql, 'image', sid)).at(-1)).toEqual(
      { actor: 'remover', entity: 'image', entityId: sid, action: 'delete', field: null, before: { etag, ...facts }, after: null },
    );
    expect(await eventRecordsOf(db.sql, 'image', sid)).toEqual([`station:${sid}`, `station:${sid}`]);
    expect(changes).toEqual([{ type: 'station', sid, fields: ['image'] }]);
  });

  it('answers 404 for a station without an image, and for one that does not exist, leaving nothing', async () => {
    const sid = await insertTestStation(db.sql);
    expect(await db.runFailing((w) => removeStationImage(w, sid))).toMatchObject({ kind: 'not-found', message: `Station ${sid} has no image` });
    expect(await db.runFailing((w) => removeStationImage(w, 999_999))).toMatchObject({ kind: 'not-found', message: 'Station 999999 not found' });
  });
});
