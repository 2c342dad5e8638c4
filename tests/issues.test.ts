import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SET_TIMESTAMP } from '../shared/constants.ts';
import { todayDate } from '../shared/dates.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { PASSWORD, startTestServer, type TestServer } from './helpers/testServer.ts';

let server: TestServer;
let client: ApiClient;
let sid: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser('jonas', 'Jonas Weber');
  client = new ApiClient(server.url);
  await client.login('jonas', PASSWORD);
  ({ result: sid } = await client.call('addStation', { projectId: '31001', stationName: 'Issue Station', serials: [] }));
});
afterAll(() => server?.stop());

describe('NCRs', () => {
  it('raises an issue: New, reported today, numbered, counted as active, station flagged NCR', async () => {
    const before = (await client.call('stats')).activeNcr;
    const { result: iid } = await client.call('addIssue', { station: sid, prod: 'ASC 20 kV plunger coil' });
    const { issue } = await client.call('issue', { iid });
    expect(issue).toEqual({
      iid, snid: `NCR-${todayDate().slice(0, 4)}-${String(iid).padStart(4, '0')}`, sid, stn: 'Issue Station', proj: '31001',
      product: 'ASC 20 kV plunger coil', owner: '', cat: 1, reported: todayDate(), modif: expect.any(String), modBy: 'jonas',
      status: 0, statusC: 0, closed: NOT_SET_TIMESTAMP, descr: '', note: '',
      rcCat: 0, rcMethod: 0, effResult: 0, effNote: '', closedBy: '', effBy: '', effAt: NOT_SET_TIMESTAMP, actDue: [],
    });
    expect((await client.call('stats')).activeNcr).toBe(before + 1);
    expect((await client.call('station', { sid })).st.ncr).toBe(true);
    const { issues } = await client.call('issues');
    expect(issues.find((i: { iid: number }) => i.iid === iid)).toEqual({
      iid, snid: issue.snid, stn: 'Issue Station', prod: 'ASC 20 kV plunger coil', status: 0, statc: 0, assTo: '',
      rep: todayDate(), close: NOT_SET_TIMESTAMP, sid, cat: 1, actDue: [], rc: 0, eff: 0,
    });
  });

  it('validates add issue per SPEC §5: station above 0 and product of 1 to 41 characters', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ station: 0, prod: 'x' }, 400, /^station: must be above 0$/],
      [{ station: sid, prod: '' }, 400, /^prod: must not be empty$/],
      [{ station: sid, prod: 'x'.repeat(42) }, 400, /^prod: must be at most 41 characters$/],
      [{ station: 999999, prod: 'x' }, 404, /^Station 999999 not found$/],
    ];
    const count = (await client.call('issues')).issues.length;
    for (const [body, status, message] of cases) {
      const result = await client.post('/api/addissue', body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.body.message).toMatch(message);
    }
    expect((await client.post('/api/addissue', { station: sid, prod: 'x'.repeat(41) })).status).toBe(200);
    expect((await client.call('issues')).issues.length).toBe(count + 1);
  });

  it('resolving sets closed to now, reopening clears it; the customer status is independent', async () => {
    const { result: iid } = await client.call('addIssue', { station: sid, prod: 'GFN controller' });
    let { issue } = await client.call('issue', { iid });
    ({ issue } = await client.call('updateIssue', { iid, modif: issue.modif, statusC: 1, owner: 'Maria Rossi', cat: 3, descr: 'Oil leak at the drain valve.' }));
    expect(issue).toMatchObject({ status: 0, statusC: 1, owner: 'Maria Rossi', cat: 3, closed: NOT_SET_TIMESTAMP, modBy: 'jonas' });

    const started = Date.now();
    ({ issue } = await client.call('updateIssue', { iid, modif: issue.modif, status: 2 }));
    expect(issue.status).toBe(2);
    expect(issue.statusC).toBe(1);
    expect(new Date(issue.closed).getTime()).toBeGreaterThanOrEqual(started - 1000);
    const { issues } = await client.call('issues');
    expect(issues.find((i: { iid: number }) => i.iid === iid)).toMatchObject({ status: 2, statc: 1, assTo: 'Maria Rossi', close: issue.closed });

    ({ issue } = await client.call('updateIssue', { iid, modif: issue.modif, status: 1 }));
    expect(issue.closed).toBe(NOT_SET_TIMESTAMP);
    const fields = (await server.sql`select field from events where entity = 'issue' and entity_id = ${iid} and action = 'update' order by id`).map((e) => e.field);
    expect(fields).toEqual(['owner', 'cat', 'statusC', 'descr', 'status', 'closed', 'status', 'closed']);
  });

  it('the station NCR flag and the active count follow the open issues', async () => {
    const { result: other } = await client.call('addStation', { projectId: '31002', stationName: 'Flag Station', serials: [] });
    const { result: iid } = await client.call('addIssue', { station: other, prod: 'RCC' });
    const active = (await client.call('stats')).activeNcr;
    expect((await client.call('stations')).stations.find((s) => s.sid === other)!.ncr).toBe(true);
    const { issue } = await client.call('issue', { iid });
    await client.call('updateIssue', { iid, modif: issue.modif, status: 2 });
    expect((await client.call('stats')).activeNcr).toBe(active - 1);
    expect((await client.call('stations')).stations.find((s) => s.sid === other)!.ncr).toBe(false);
    expect((await client.call('station', { sid: other })).st.ncr).toBe(false);
  });

  it('validates issue updates: enums, product length, people, dates', async () => {
    const { result: iid } = await client.call('addIssue', { station: sid, prod: 'EFL' });
    const { issue } = await client.call('issue', { iid });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ status: 3 }, /^status: must be one of 0, 1, 2/],
      [{ statusC: -1 }, /^statusC: must be one of 0, 1, 2/],
      [{ cat: 0 }, /^cat: must be one of 1, 2, 3, 4/],
      [{ product: 'x'.repeat(42) }, /^product: must be at most 41 characters$/],
      [{ owner: 'Nobody' }, /^owner: 'Nobody' is not in the people list$/],
      [{ reported: 'yesterday' }, /^reported: must be a valid date/],
      [{ snid: '' }, /^snid: must not be empty$/],
    ];
    for (const [fields, message] of cases) {
      const result = await client.post('/api/updissue', { iid, modif: issue.modif, ...fields });
      expect(result.status, JSON.stringify(fields)).toBe(400);
      expect(result.body.message).toMatch(message);
    }
    const missing = await client.post('/api/updissue', { iid: 999999, modif: issue.modif, note: 'x' });
    expect(missing.status).toBe(404);
    expect((await client.call('issue', { iid })).issue).toEqual(issue);
  });

  it('deletes an issue; a second delete is 404', async () => {
    const { result: iid } = await client.call('addIssue', { station: sid, prod: 'ATD' });
    expect(await client.call('removeIssue', { iid })).toEqual({});
    const again = await client.post('/api/rmissue', { iid });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`Issue ${iid} not found`);
  });

  it('lists a station\'s issues newest first in the station detail', async () => {
    const { result: a } = await client.call('addIssue', { station: sid, prod: 'first' });
    const { result: b } = await client.call('addIssue', { station: sid, prod: 'second' });
    const { issues } = await client.call('station', { sid });
    const order = issues.map((i: { iid: number }) => i.iid);
    expect(order.indexOf(b)).toBeLessThan(order.indexOf(a));
  });
});
