import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR, eventRecordsOf, eventsOf, insertTestBlob, insertTestStation, modifOf, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import type { BlobRef } from '../repositories/blobs.ts';
import { storeStationImage } from './storeStationImage.ts';

let db: CommandDatabase;
let png: Buffer;
let pngBlob: BlobRef;
const facts = { mime: 'image/png', width: 4, height: 3 };
beforeAll(async () => {
  db = await openCommandDatabase();
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } }).png().toBuffer();
  pngBlob = await insertTestBlob(db.sql, png);
});
afterAll(async () => { await db?.close(); });

const etagOf = (data: Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 16);

describe('storeStationImage', () => {
  it("stores the image with its etag, sets the station's imageUrl and modif, with an event and an image change", async () => {
    const sid = await insertTestStation(db.sql);
    const modif = await modifOf(db.sql, 'stations', sid);
    const { result, changes } = await db.run(ACTOR, (w) => storeStationImage(w, sid, pngBlob, facts));

    const etag = etagOf(png);
    expect(etag).toHaveLength(16);
    expect(await db.sql`select blob, mime, width, height, etag from station_images where sid = ${sid}`)
      .toEqual([{ blob: createHash('sha256').update(png).digest('hex'), mime: 'image/png', width: 4, height: 3, etag }]);
    expect(result).toMatchObject({ sid, imageUrl: `/api/stations/${sid}/image?v=${etag}`, modBy: ACTOR });
    expect(result.modif).not.toBe(modif);
    expect(await eventsOf(db.sql, 'image', sid)).toEqual([
      { actor: ACTOR, entity: 'image', entityId: sid, action: 'update', field: null, before: null, after: { etag, ...facts } },
    ]);
    expect(await eventRecordsOf(db.sql, 'image', sid)).toEqual([`station:${sid}`]);
    expect(changes).toEqual([{ type: 'station', sid, fields: ['image'] }]);
  });

  it('replaces an earlier image, with the image it replaced in the event', async () => {
    const sid = await insertTestStation(db.sql);
    await db.run(ACTOR, (w) => storeStationImage(w, sid, pngBlob, facts));
    const other = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#00c' } }).png().toBuffer();
    const otherBlob = await insertTestBlob(db.sql, other);
    const { result } = await db.run(ACTOR, (w) => storeStationImage(w, sid, otherBlob, { mime: 'image/png', width: 2, height: 2 }));
    expect(await db.sql`select etag, width from station_images where sid = ${sid}`).toEqual([{ etag: etagOf(other), width: 2 }]);
    expect(result.imageUrl).toBe(`/api/stations/${sid}/image?v=${etagOf(other)}`);
    expect((await eventsOf(db.sql, 'image', sid)).at(-1)).toMatchObject({
      action: 'update', before: { etag: etagOf(png), ...facts }, after: { etag: etagOf(other), mime: 'image/png', width: 2, height: 2 },
    });
  });

  it('answers 404 for a station that does not exist, leaving nothing', async () => {
    expect(await db.runFailing((w) => storeStationImage(w, 999_999, pngBlob, facts))).toMatchObject({ kind: 'not-found', message: 'Station 999999 not found' });
  });
});
