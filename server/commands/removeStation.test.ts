import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_TYPE } from '../../shared/constants.ts';
import { loadStoredDoc } from '../collab/docStorage.ts';
import { insertProducts } from '../repositories/products.ts';
import { listDocUpdates } from '../repositories/yjsUpdates.ts';
import { ACTOR, eventRecordsOf, eventsOf, insertTestBlob, insertTestIssue, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { removeStation } from './removeStation.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

describe('removeStation', () => {
  it('deletes the station with its issues, products, image and Yjs docs; a delete event for it and each issue; stationDeleted with the iids', async () => {
    const sid = await insertTestStation(db.sql, { name: 'Doomed', customer: 'ACME' });
    const neighbour = await insertTestStation(db.sql);
    const [first, second] = [await insertTestIssue(db.sql, sid), await insertTestIssue(db.sql, sid)];
    const kept = await insertTestIssue(db.sql, neighbour);
    await insertProducts(db.sql, sid, [{ cat: 'GFN', serial: 'SN-1' }]);
    await insertProducts(db.sql, neighbour, [{ cat: 'GFN', serial: 'SN-2' }]);
    const { hash } = await insertTestBlob(db.sql, Buffer.from('x'));
    await db.sql`insert into station_images (sid, blob, mime, width, height, etag) values (${sid}, ${hash}, 'image/png', 1, 1, 'e')`;
    for (const [kind, id] of [['station', sid], ['issue', first], ['issue', second], ['station', neighbour], ['issue', kept]] as const) {
      await loadStoredDoc(db.sql, kind, id);
    }

    const { result, changes } = await db.run(ACTOR, (w) => removeStation(w, sid));
    expect(result).toBeUndefined();
    expect(await db.sql`select sid from stations where sid = ${sid}`).toEqual([]);
    expect(await db.sql`select iid from issues where sid = ${sid}`).toEqual([]);
    expect(await db.sql`select pid from products where sid = ${sid}`).toEqual([]);
    expect(await db.sql`select sid from station_images where sid = ${sid}`).toEqual([]);
    for (const doc of [`station:${sid}`, `issue:${first}`, `issue:${second}`]) expect(await listDocUpdates(db.sql, doc)).toEqual([]);
    // The neighbour keeps everything.
    expect(await db.sql`select iid from issues where sid = ${neighbour}`).toEqual([{ iid: kept }]);
    expect(await db.sql`select 1 from products where sid = ${neighbour}`).toHaveLength(1);
    for (const doc of [`station:${neighbour}`, `issue:${kept}`]) expect(await listDocUpdates(db.sql, doc)).toHaveLength(1);

    const events = await eventsOf(db.sql, 'station', sid);
    expect(events).toEqual([expect.objectContaining({ actor: ACTOR, action: 'delete', field: null, after: null })]);
    expect(events[0]!.before).toMatchObject({ sid, name: 'Doomed', customer: 'ACME' });
    expect(await eventRecordsOf(db.sql, 'station', sid)).toEqual([`station:${sid}`]);
    // Each NCR's history ends with its deletion too.
    for (const iid of [first, second]) {
      const [deleted, ...more] = await eventsOf(db.sql, 'issue', iid);
      expect(more).toEqual([]);
      expect(deleted).toMatchObject({ actor: ACTOR, action: 'delete', field: null, after: null, before: { iid, sid, stn: 'Doomed' } });
      expect(await eventRecordsOf(db.sql, 'issue', iid)).toEqual([`issue:${iid}`]);
    }
    expect(await eventsOf(db.sql, 'issue', kept)).toEqual([]);
    expect(changes).toEqual([{ type: 'stationDeleted', sid, iids: [second, first] }]);
  });

  it('names no iids for a station without issues', async () => {
    const sid = await insertTestStation(db.sql);
    const { changes } = await db.run(ACTOR, (w) => removeStation(w, sid));
    expect(changes).toEqual([{ type: 'stationDeleted', sid, iids: [] }]);
  });

  it('answers 404 for a station that does not exist, leaving nothing', async () => {
    expect(await db.runFailing((w) => removeStation(w, 999_999))).toMatchObject({ kind: 'not-found', message: 'Station 999999 not found' });
  });

  it('disconnects its sub-projects (the database sets their parent to null)', async () => {
    const sid = await insertTestStation(db.sql);
    const child = await insertTestStation(db.sql, { parent: sid });
    const { changes } = await db.run(ACTOR, (w) => removeStation(w, sid));
    expect(await db.sql`select parent from stations where sid = ${child}`).toEqual([{ parent: null }]);
    expect(changes).toEqual([{ type: 'stationDeleted', sid, iids: [] }, { type: 'station', sid: child, fields: ['parent'] }]);
    expect(await eventsOf(db.sql, 'station', child)).toEqual([expect.objectContaining({ action: 'update', field: 'parent', before: sid, after: null })]);
    expect(await eventRecordsOf(db.sql, 'station', child)).toEqual([`station:${child}`]);
  });

  it('deletes the actions of its NCRs with their Yjs docs; a neighbour\'s action keeps its doc', async () => {
    const [sid, neighbour] = [await insertTestStation(db.sql), await insertTestStation(db.sql)];
    const [iid, kept] = [await insertTestIssue(db.sql, sid), await insertTestIssue(db.sql, neighbour)];
    const aids: number[] = [];
    for (const owner of [iid, iid, kept]) {
      const [row] = await db.sql<{ aid: number }[]>`
        insert into issue_actions (iid, type, descr, created_by, mod_by) values (${owner}, ${ACTION_TYPE.Containment}, 'text', 'setup', 'setup') returning aid`;
      aids.push(row!.aid);
      await loadStoredDoc(db.sql, 'action', row!.aid);
    }
    await db.run(ACTOR, (w) => removeStation(w, sid));
    expect(await db.sql`select aid from issue_actions where aid in ${db.sql(aids)}`).toEqual([{ aid: aids[2] }]);
    for (const aid of aids.slice(0, 2)) expect(await listDocUpdates(db.sql, `action:${aid}`)).toEqual([]);
    expect(await listDocUpdates(db.sql, `action:${aids[2]}`)).toHaveLength(1);
  });
});
