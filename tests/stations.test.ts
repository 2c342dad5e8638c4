import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SET_DATE } from '../shared/constants.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { PASSWORD, startTestServer, type TestServer } from './helpers/testServer.ts';
import type { CallBody } from './helpers/typedCalls.ts';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser('anna', 'Anna Berger');
  client = new ApiClient(server.url);
  await client.login('anna', PASSWORD);
});
afterAll(() => server?.stop());

async function addStation(projectId: string, stationName: string, serials: CallBody<'addStation'>['serials'] = []): Promise<number> {
  const { result } = await client.call('addStation', { projectId, stationName, serials });
  return result;
}

describe('adding stations', () => {
  it('creates a station and returns its sid; the list, stats and detail show it', async () => {
    const sid = await addStation('21001', 'Umspannwerk Lienz');
    expect(sid).toBeGreaterThan(0);
    const { stations } = await client.call('stations');
    const listed = stations.find((s: { sid: number }) => s.sid === sid);
    expect(listed).toEqual({
      sid, projId: '21001', name: 'Umspannwerk Lienz', customer: '', reactor: '', product: '',
      active: true, ncr: false, pr: false, wend: NOT_SET_DATE, parent: 0, modif: expect.any(String),
    });
    expect((await client.call('stats')).projNum).toBe('21001');
    const detail = await client.call('station', { sid });
    expect(detail.st).toMatchObject({ sid, projId: '21001', name: 'Umspannwerk Lienz', ack: NOT_SET_DATE, parent: null, imageUrl: '', modBy: 'anna' });
    expect(detail.issues).toEqual([]);
    expect(detail.prods).toEqual([]);
  });

  it('creates the products given as serials', async () => {
    const sid = await addStation('21002', 'Kriel Power Station', [{ cat: 'ASC', serial: 'ASC-2102-0001' }, { cat: 'GFN', serial: 'GFN-2102-0002' }]);
    const { prods } = await client.call('station', { sid });
    expect(prods.map((p: { cat: string; serial: string }) => `${p.cat} ${p.serial}`)).toEqual(['ASC ASC-2102-0001', 'GFN GFN-2102-0002']);
  });

  it('enforces SPEC §5: project id longer than 3, name longer than 2, and changes nothing when rejected', async () => {
    const before = (await client.call('stations')).stations.length;
    const shortId = await client.post('/api/addstation', { projectId: '123', stationName: 'Long enough', serials: [] });
    expect(shortId.status).toBe(400);
    expect(shortId.body.message).toBe('projectId: must be longer than 3 characters');
    const shortName = await client.post('/api/addstation', { projectId: '1234', stationName: 'ab', serials: [] });
    expect(shortName.status).toBe(400);
    expect(shortName.body.message).toBe('stationName: must be longer than 2 characters');
    const badSerial = await client.post('/api/addstation', { projectId: '1234', stationName: 'abc', serials: [{ cat: 'XYZ', serial: '1' }] });
    expect(badSerial.status).toBe(400);
    expect(badSerial.body.message).toMatch(/^serials\.0\.cat: must be one of GFN, ASC/);
    const unknownField = await client.post('/api/addstation', { projectId: '1234', stationName: 'abc', evil: 1 });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.message).toMatch(/unknown field 'evil'/);
    expect((await client.call('stations')).stations.length).toBe(before);
  });
});

describe('duplicate project ids', () => {
  it('refuses an exact duplicate with 409 naming the station, unless allowDuplicate is true', async () => {
    const first = await addStation('29001', 'Substation Ulaanbaatar');
    const before = (await client.call('stations')).stations.length;

    const refused = await client.post('/api/addstation', { projectId: ' 29001 ', stationName: 'Another one', serials: [] });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: `Project ID 29001 is already Substation Ulaanbaatar (station ${first}); send allowDuplicate: true to add it anyway`,
      duplicate: { sid: first, name: 'Substation Ulaanbaatar', projId: '29001' },
    });
    expect((await client.post('/api/addstation', { projectId: '29001', stationName: 'Another one', allowDuplicate: false })).status).toBe(409);
    expect((await client.call('stations')).stations.length).toBe(before);

    const { result: second } = await client.call('addStation', { projectId: '29001', stationName: 'Another one', serials: [], allowDuplicate: true });
    expect(second).toBeGreaterThan(first);
    const listed = (await client.call('stations')).stations.filter((s: { projId: string }) => s.projId === '29001');
    expect(listed.map((s: { sid: number }) => s.sid).sort()).toEqual([first, second].sort());
    // Only the exact id counts: another case or a longer id is a new project.
    await addStation('29001-B', 'Extension');
    await addStation('x29001', 'Other');
  });

  it('names the stations that have a project id as typed (surrounding spaces ignored), by sid', async () => {
    const first = await addStation('29011', 'Substation Darkhan');
    const { result: second } = await client.call('addStation', { projectId: '29011', stationName: 'Darkhan Extension', serials: [], allowDuplicate: true });
    await addStation('29011-B', 'Not the same');
    expect(await client.call('sameProjectId', { projId: ' 29011  ' })).toEqual({ stations: [
      { sid: first, name: 'Substation Darkhan', projId: '29011' }, { sid: second, name: 'Darkhan Extension', projId: '29011' },
    ] });
    expect(await client.call('sameProjectId', { projId: '2901' })).toEqual({ stations: [] });
    expect(await client.call('sameProjectId', { projId: '' })).toEqual({ stations: [] });
    const tooLong = await client.post('/api/stations/byprojectid', { projId: 'x'.repeat(300) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/^projId: must be at most \d+ characters$/);
    expect((await client.post('/api/stations/byprojectid', {})).status).toBe(400);
  });

  it('answers 400 for an allowDuplicate that is not a boolean', async () => {
    const bad = await client.post('/api/addstation', { projectId: '29002', stationName: 'Abc', allowDuplicate: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('allowDuplicate: must be true or false');
  });
});

describe('station detail and updates', () => {
  it('answers 404 for a missing station and 400 for a sid that is not above 0', async () => {
    const missing = await client.post('/api/station', { sid: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Station 999999 not found');
    const zero = await client.post('/api/station', { sid: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('sid: must be above 0');
    expect((await client.post('/api/station', { sid: 'abc' })).status).toBe(400);
    expect((await client.post('/api/station', {})).status).toBe(400);
  });

  it('saves changed fields, converts dates (1979 = not set), parses coordinates and audits each field', async () => {
    const sid = await addStation('21003', 'Goldenstedt');
    const { st } = await client.call('station', { sid });
    const { st: saved } = await client.call('updateStation', {
      sid, modif: st.modif, customer: 'E.ON Netz', owner: 'Anna Berger', ack: '2024-03-05', deliv: '1979-01-01',
      commissionedDate: '2025-01-10T00:00:00.000Z', coordinates: '52.79, 8.43', endWarranty: '2099-12-31', active: false, comments: 'line 1\nline 2',
    });
    expect(saved).toMatchObject({
      customer: 'E.ON Netz', owner: 'Anna Berger', ack: '2024-03-05', deliv: NOT_SET_DATE, commissionedDate: '2025-01-10',
      coordinates: '52.79, 8.43', endWarranty: '2099-12-31', active: false, comments: 'line 1\nline 2', modBy: 'anna',
    });
    expect(new Date(saved.modif).getTime()).toBeGreaterThanOrEqual(new Date(st.modif).getTime());
    const [row] = await server.sql`select lat, lng, wend, deliv from stations where sid = ${sid}`;
    expect(row).toEqual({ lat: 52.79, lng: 8.43, wend: '2099-12-31', deliv: null });
    const events = await server.sql`select actor, field, before, after from events where entity = 'station' and entity_id = ${sid} and action = 'update' order by field`;
    expect(events.map((e) => e.field)).toEqual(['ack', 'active', 'comments', 'commissionedDate', 'coordinates', 'customer', 'endWarranty', 'owner']);
    expect(events.find((e) => e.field === 'customer')).toEqual({ actor: 'anna', field: 'customer', before: '', after: 'E.ON Netz' });
    const { stations } = await client.call('stations');
    expect(stations.find((s: { sid: number }) => s.sid === sid)).toMatchObject({ customer: 'E.ON Netz', active: false, wend: '2099-12-31' });
    const { locations } = await client.call('locations');
    expect(locations.find((l: { id: number }) => l.id === sid)).toEqual({
      id: sid, name: 'Goldenstedt', type: '', country: '', year: 2025, img: '', lat: 52.79, lng: 8.43,
    });
  });

  it('rejects bad field values with a message naming the field, and stores nothing', async () => {
    const sid = await addStation('21004', 'Validation Station');
    const { st } = await client.call('station', { sid });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ owner: 'Somebody Else' }, /^owner: 'Somebody Else' is not in the people list$/],
      [{ ack: '2024-02-30' }, /^ack: must be a valid date/],
      [{ coordinates: 'somewhere' }, /^coordinates: must be 'latitude, longitude'/],
      [{ coordinates: '95, 10' }, /^coordinates:/],
      [{ active: 'yes' }, /^active: must be true or false$/],
      [{ name: 'ab' }, /^name: must be longer than 2 characters$/],
      [{ customer: 'x'.repeat(201) }, /^customer: must be at most 200 characters$/],
      [{ comments: 'x'.repeat(20001) }, /^comments: must be at most 20000 characters$/],
      [{ setParent: -1 }, /^setParent: must be 0 or a station id$/],
      [{ setParent: sid }, /^setParent: station \d+ is this station or one of its sub-projects$/],
      [{ setParent: 999999 }, /^setParent: station 999999 does not exist$/],
    ];
    for (const [fields, message] of cases) {
      const result = await client.post('/api/updstation', { sid, modif: st.modif, customer: 'changed', ...fields });
      expect(result.status, JSON.stringify(fields)).toBe(400);
      expect(result.body.message).toMatch(message);
    }
    const noModif = await client.post('/api/updstation', { sid, customer: 'x' });
    expect(noModif.status).toBe(400);
    expect(noModif.body.message).toMatch(/^modif:/);
    const after = await client.call('station', { sid });
    expect(after.st.customer).toBe('');
    expect(after.st.modif).toBe(st.modif);
  });

  it('connects to a parent, refuses cycles, and disconnects with setParent 0', async () => {
    const parent = await addStation('21005', 'Parent Project');
    const child = await addStation('21006', 'Child Project');
    const { st } = await client.call('station', { sid: child });
    const connected = await client.call('updateStation', { sid: child, modif: st.modif, setParent: parent });
    expect(connected.st.parent).toEqual({ sid: parent, name: 'Parent Project', projId: '21005' });
    const { stations } = await client.call('stations');
    expect(stations.find((s) => s.sid === child)!.parent).toBe(parent);

    const parentDetail = await client.call('station', { sid: parent });
    const cycle = await client.post('/api/updstation', { sid: parent, modif: parentDetail.st.modif, setParent: child });
    expect(cycle.status).toBe(400);

    const disconnected = await client.call('updateStation', { sid: child, modif: connected.st.modif, setParent: 0 });
    expect(disconnected.st.parent).toBeNull();
  });

  it('lists a station\'s sub-projects as the list has their rows', async () => {
    const parent = await addStation('21015', 'Parent With Two');
    const children = [await addStation('21016', 'North Extension'), await addStation('21017', 'South Extension')];
    for (const child of children) {
      const { st } = await client.call('station', { sid: child });
      await client.call('updateStation', { sid: child, modif: st.modif, setParent: parent });
    }
    const { stations: list } = await client.call('stations');
    const { stations } = await client.call('subProjects', { sid: parent });
    expect(stations).toEqual(list.filter((s: { parent: number }) => s.parent === parent));
    expect(stations.map((s: { sid: number }) => s.sid).sort()).toEqual([...children].sort());
    expect(await client.call('subProjects', { sid: children[0]! })).toEqual({ stations: [] });
    expect(await client.call('subProjects', { sid: 999_999 })).toEqual({ stations: [] });
    expect((await client.post('/api/stations/children', { sid: 0 })).status).toBe(400);
  });

  it('deletes a station with its issues and products', async () => {
    const sid = await addStation('21007', 'Doomed Station', [{ cat: 'ASC', serial: 'S-1' }]);
    const { result: iid } = await client.call('addIssue', { station: sid, prod: 'ASC coil' });
    expect(await client.call('removeStation', { sid })).toEqual({});
    expect((await client.post('/api/station', { sid })).status).toBe(404);
    expect((await client.post('/api/issue', { iid })).status).toBe(404);
    const [counted] = await server.sql<{ n: number }[]>`select count(*)::int as n from products where sid = ${sid}`;
    expect(counted!.n).toBe(0);
    expect((await client.post('/api/rmstation', { sid })).status).toBe(404);
    const [deleted] = await server.sql`select actor, before from events where entity = 'station' and entity_id = ${sid} and action = 'delete'`;
    expect(deleted!.actor).toBe('anna');
    expect(deleted!.before.name).toBe('Doomed Station');
  });
});

describe('products', () => {
  it('adds and removes products, validating category and serial', async () => {
    const sid = await addStation('21008', 'Product Station');
    const { prod } = await client.call('addProduct', { sid, cat: 'RCC', serial: 'RCC-0001' });
    expect(prod).toEqual({ pid: expect.any(Number), cat: 'RCC', serial: 'RCC-0001' });
    const badCat = await client.post('/api/addprod', { sid, cat: 'Banana', serial: 'X' });
    expect(badCat.status).toBe(400);
    expect(badCat.body.message).toMatch(/^cat: must be one of/);
    const emptySerial = await client.post('/api/addprod', { sid, cat: 'GT', serial: '  ' });
    expect(emptySerial.status).toBe(400);
    expect(emptySerial.body.message).toBe('serial: must not be empty');
    const noStation = await client.post('/api/addprod', { sid: 999999, cat: 'GT', serial: 'X' });
    expect(noStation.status).toBe(404);
    expect((await client.call('station', { sid })).prods).toEqual([prod]);
    expect(await client.call('removeProduct', { pid: prod.pid })).toEqual({});
    const again = await client.post('/api/rmprod', { pid: prod.pid });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`Product ${prod.pid} not found`);
    expect((await client.call('station', { sid })).prods).toEqual([]);
  });
});

describe('people', () => {
  it('lists the owner and assignee choices', async () => {
    expect(await client.call('people')).toEqual({ people: ['Anna Berger', 'Jonas Weber', 'Maria Rossi'] });
  });
});
