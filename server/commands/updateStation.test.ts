import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATION_FIELDS, updateStationBody } from '../../shared/schemas/station.ts';
import { loadStoredDoc } from '../collab/docStorage.ts';
import { docFromUpdates, readTexts } from '../collab/docText.ts';
import { presentStation } from '../presenters/station.ts';
import { findStation } from '../repositories/stations.ts';
import { listDocUpdates } from '../repositories/yjsUpdates.ts';
import { ACTOR, eventRecordsOf, eventsOf, insertTestStation, modifOf, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { updateStation } from './updateStation.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

/** An update body as the endpoint has it: parsed by the request schema, based on the station's current modif. */
async function body(sid: number, fields: Record<string, unknown>) {
  return updateStationBody.parse({ sid, modif: await modifOf(db.sql, 'stations', sid), ...fields });
}

/** Runs updateStation as one write (the body is built before: the test's own queries must not run inside it). */
async function update(sid: number, fields: Record<string, unknown>) {
  const input = await body(sid, fields);
  return db.run(ACTOR, (w) => updateStation(w, input));
}

async function updateFailing(sid: number, fields: Record<string, unknown>) {
  const input = await body(sid, fields);
  return db.runFailing((w) => updateStation(w, input));
}

async function stationRow(sid: number) {
  const [row] = await db.sql<Record<string, unknown>[]>`select * from stations where sid = ${sid}`;
  return row!;
}

describe('updateStation', () => {
  it('writes the changed fields with their derived columns, one audit row each, and collects one change', async () => {
    const sid = await insertTestStation(db.sql);
    const { result, changes } = await update(sid, { customer: 'ACME', coordinates: '48.1, 11.5' });

    expect(result).toMatchObject({ sid, customer: 'ACME', coordinates: '48.1, 11.5', modBy: ACTOR });
    expect(await stationRow(sid)).toMatchObject({ customer: 'ACME', coordinates: '48.1, 11.5', lat: 48.1, lng: 11.5, modBy: ACTOR });
    expect(await eventsOf(db.sql, 'station', sid)).toEqual([
      { actor: ACTOR, entity: 'station', entityId: sid, action: 'update', field: 'customer', before: '', after: 'ACME' },
      { actor: ACTOR, entity: 'station', entityId: sid, action: 'update', field: 'coordinates', before: '', after: '48.1, 11.5' },
    ]);
    expect(await eventRecordsOf(db.sql, 'station', sid)).toEqual([`station:${sid}`, `station:${sid}`]);
    expect(changes).toEqual([{ type: 'station', sid, fields: ['customer', 'coordinates'], texts: false }]);
    // The outbox stored the change with the data.
    const stored = await db.sql<{ change: unknown }[]>`select change from changes where change->>'sid' = ${String(sid)}`;
    expect(stored.map((row) => row.change)).toEqual(changes);
  });

  it('answers the station exactly as stored, without reading it again', async () => {
    const parent = await insertTestStation(db.sql, { projId: 'P-UP', name: 'Upper station' });
    const sid = await insertTestStation(db.sql, { comments: 'kept' });
    const { result } = await update(sid, {
      customer: 'ACME', active: false, owner: 'Jonas Weber', ack: '2024-02-29', commissionedDate: '1979-01-01',
      endWarranty: '2027-03-31', coordinates: '-33.9, 18.4', setParent: parent,
    });
    expect(result).toEqual(presentStation((await findStation(db.sql, sid))!));
    expect(result).toMatchObject({ customer: 'ACME', commissionedDate: '1979-01-01', parent: { sid: parent, name: 'Upper station', projId: 'P-UP' } });
  });

  it('clears lat/lng for empty coordinates and derives wend from endWarranty when it is a date', async () => {
    const sid = await insertTestStation(db.sql, { coordinates: '10, 20', lat: 10, lng: 20 });
    await update(sid, { coordinates: '', endWarranty: '2027-03-31' });
    expect(await stationRow(sid)).toMatchObject({ coordinates: '', lat: null, lng: null, endWarranty: '2027-03-31', wend: '2027-03-31' });

    await update(sid, { endWarranty: 'after acceptance' });
    expect(await stationRow(sid)).toMatchObject({ endWarranty: 'after acceptance', wend: null });
  });

  it('changes nothing (no write, no audit row, no change) when every sent value is the stored one', async () => {
    const sid = await insertTestStation(db.sql, { customer: 'ACME' });
    const modif = await modifOf(db.sql, 'stations', sid);
    const { result, changes } = await update(sid, { customer: 'ACME', active: true });
    expect(result).toMatchObject({ sid, customer: 'ACME', modif, modBy: 'setup' });
    expect(changes).toEqual([]);
    expect(await eventsOf(db.sql, 'station', sid)).toEqual([]);
    expect(await modifOf(db.sql, 'stations', sid)).toBe(modif);
  });

  it('answers 404 for a station that does not exist', async () => {
    const error = await db.runFailing((w) => updateStation(w, updateStationBody.parse({ sid: 999_999, modif: new Date().toISOString(), customer: 'x' })));
    expect(error).toMatchObject({ kind: 'not-found', message: 'Station 999999 not found' });
  });

  describe('the stale-record rule', () => {
    async function wholeRecord(sid: number, modif: string, changes: Record<string, unknown>) {
      const wire = presentStation((await findStation(db.sql, sid))!) as unknown as Record<string, unknown>;
      const fields = Object.fromEntries(STATION_FIELDS.map((field) => [field, wire[field]]));
      return updateStationBody.parse({ ...fields, ...changes, sid, modif });
    }

    it('refuses a whole record built on an older version with 409 and the current station', async () => {
      const sid = await insertTestStation(db.sql, { customer: 'Current' });
      const stale = await wholeRecord(sid, '2020-01-01T00:00:00.000Z', { customer: 'Old' });
      const error = await db.runFailing((w) => updateStation(w, stale));
      expect(error).toMatchObject({ kind: 'conflict' });
      expect(error.message).toBe('Conflict: the station was changed by someone else; reload and apply your changes again');
      expect(error.body).toMatchObject({ st: { sid, customer: 'Current' } });
      expect(await stationRow(sid)).toMatchObject({ customer: 'Current' });
    });

    it('accepts a whole record on the current version, and a partial one on an older version', async () => {
      const sid = await insertTestStation(db.sql);
      const current = await modifOf(db.sql, 'stations', sid);
      const whole = await wholeRecord(sid, current, { customer: 'Whole' });
      const written = await db.run(ACTOR, (w) => updateStation(w, whole));
      expect(written.changes).toEqual([{ type: 'station', sid, fields: ['customer'], texts: false }]);

      const partial = updateStationBody.parse({ sid, modif: '2020-01-01T00:00:00.000Z', country: 'Austria' });
      const { changes } = await db.run(ACTOR, (w) => updateStation(w, partial));
      expect(changes).toEqual([{ type: 'station', sid, fields: ['country'], texts: false }]);
      expect(await stationRow(sid)).toMatchObject({ customer: 'Whole', country: 'Austria' });
    });
  });

  describe('the owner', () => {
    it('must be in the people list', async () => {
      const sid = await insertTestStation(db.sql);
      const error = await updateFailing(sid, { owner: 'Nobody Known', customer: 'x' });
      expect(error).toMatchObject({ kind: 'invalid', message: "owner: 'Nobody Known' is not in the people list" });
      expect(await stationRow(sid)).toMatchObject({ owner: null, customer: '' });
    });

    it("is set from the list, and '' clears it (stored as null)", async () => {
      const sid = await insertTestStation(db.sql);
      const set = await update(sid, { owner: 'Anna Berger' });
      expect(set.result.owner).toBe('Anna Berger');
      expect(await stationRow(sid)).toMatchObject({ owner: 'Anna Berger' });

      const cleared = await update(sid, { owner: '' });
      expect(cleared.result.owner).toBe('');
      expect(await stationRow(sid)).toMatchObject({ owner: null });
      expect(cleared.changes).toEqual([{ type: 'station', sid, fields: ['owner'], texts: false }]);
      expect((await eventsOf(db.sql, 'station', sid)).map((e) => [e.field, e.before, e.after])).toEqual([
        ['owner', null, 'Anna Berger'],
        ['owner', 'Anna Berger', null],
      ]);
    });
  });

  describe('setParent', () => {
    it('connects to a station and 0 disconnects', async () => {
      const parent = await insertTestStation(db.sql, { projId: 'P-PARENT', name: 'Parent station' });
      const sid = await insertTestStation(db.sql);
      const connected = await update(sid, { setParent: parent });
      expect(connected.result.parent).toEqual({ sid: parent, name: 'Parent station', projId: 'P-PARENT' });
      expect(connected.changes).toEqual([{ type: 'station', sid, fields: ['parent'], texts: false }]);
      expect(await stationRow(sid)).toMatchObject({ parent });

      const disconnected = await update(sid, { setParent: 0 });
      expect(disconnected.result.parent).toBeNull();
      expect(await stationRow(sid)).toMatchObject({ parent: null });
      expect((await eventsOf(db.sql, 'station', sid)).map((e) => [e.field, e.before, e.after])).toEqual([
        ['parent', null, parent],
        ['parent', parent, null],
      ]);
    });

    it('refuses the station itself, one of its descendants, and a station that does not exist', async () => {
      const top = await insertTestStation(db.sql);
      const child = await insertTestStation(db.sql, { parent: top });
      const grandchild = await insertTestStation(db.sql, { parent: child });

      expect(await updateFailing(top, { setParent: top, customer: 'x' }))
        .toMatchObject({ kind: 'invalid', message: `setParent: station ${top} is this station or one of its sub-projects` });
      expect(await updateFailing(top, { setParent: grandchild }))
        .toMatchObject({ kind: 'invalid', message: `setParent: station ${grandchild} is this station or one of its sub-projects` });
      expect(await updateFailing(child, { setParent: 999_999 }))
        .toMatchObject({ kind: 'invalid', message: 'setParent: station 999999 does not exist' });
      expect(await stationRow(top)).toMatchObject({ parent: null, customer: '' });
      expect(await stationRow(child)).toMatchObject({ parent: top });
    });
  });

  describe('the multi-line fields', () => {
    it('follow into the stored Yjs doc when it exists (texts: true)', async () => {
      const sid = await insertTestStation(db.sql, { comments: 'first line' });
      const stored = await loadStoredDoc(db.sql, 'station', sid); // seeds the doc from the columns
      expect(stored!.columns.comments).toBe('first line');

      const { changes } = await update(sid, { comments: 'first line\nsecond line', review: 'ok' });
      expect(changes).toEqual([{ type: 'station', sid, fields: ['comments', 'review'], texts: true }]);
      expect(await stationRow(sid)).toMatchObject({ comments: 'first line\nsecond line', review: 'ok' });
      const doc = docFromUpdates((await listDocUpdates(db.sql, `station:${sid}`)).map((row) => row.update));
      expect(readTexts(doc, 'station')).toEqual({ contactPersons: '', comments: 'first line\nsecond line', review: 'ok' });
      doc.destroy();
    });

    it('leave a record whose doc was never opened without one (texts: false)', async () => {
      const sid = await insertTestStation(db.sql);
      const { changes } = await update(sid, { comments: 'typed through the API' });
      expect(changes).toEqual([{ type: 'station', sid, fields: ['comments'], texts: false }]);
      expect(await listDocUpdates(db.sql, `station:${sid}`)).toEqual([]);
    });
  });
});

describe('several commands in one write', () => {
  it('share its transaction, and their changes to one record merge', async () => {
    const sid = await insertTestStation(db.sql);
    const modif = await modifOf(db.sql, 'stations', sid);
    const { result, changes } = await db.run(ACTOR, async (w) => {
      await updateStation(w, updateStationBody.parse({ sid, modif, customer: 'ACME' }));
      return updateStation(w, updateStationBody.parse({ sid, modif, country: 'Norway' }));
    });
    expect(result).toMatchObject({ customer: 'ACME', country: 'Norway' });
    expect(changes).toEqual([{ type: 'station', sid, fields: ['customer', 'country'], texts: false }]);
    expect(await db.sql`select 1 from changes where change->>'sid' = ${String(sid)}`).toHaveLength(1);
    expect(await eventsOf(db.sql, 'station', sid)).toHaveLength(2);
  });

  it('roll back together when a later one fails', async () => {
    const sid = await insertTestStation(db.sql);
    const modif = await modifOf(db.sql, 'stations', sid);
    const error = await db.runFailing(async (w) => {
      await updateStation(w, updateStationBody.parse({ sid, modif, customer: 'ACME' }));
      await updateStation(w, updateStationBody.parse({ sid, modif, owner: 'Nobody Known' }));
    });
    expect(error).toMatchObject({ kind: 'invalid' });
    expect(await stationRow(sid)).toMatchObject({ customer: '', modBy: 'setup' });
    expect(await modifOf(db.sql, 'stations', sid)).toBe(modif);
  });
});
