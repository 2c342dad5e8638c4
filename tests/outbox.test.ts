import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneChanges } from '../server/repositories/changes.ts';
import type { ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';
import { rename } from './helpers/records.ts';

// The transactional outbox: a write records what it changed in `changes` in its own transaction; after the
// commit the writer publishes it to its clients and, on PostgreSQL, NOTIFYs the other nodes, which publish it
// to theirs (and find it in the table when the writer died before announcing it).

describe('the outbox row', () => {
  let server: TestServer;
  let anna: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    anna = await server.signIn('anna', 'Anna Berger');
  });
  afterAll(async () => { await server?.stop(); });

  const changeCount = async () => Number((await server.sql`select count(*) as n from changes`)[0]!.n);

  it('is written in the transaction of the write, and a rejected write leaves none', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '81001', stationName: 'Outbox', serials: [] });
    await rename(anna, sid, 'Statkraft');
    // The same xmin: the station's new version and the change row were written by one transaction.
    const [station] = await server.sql`select xmin::text as xid from stations where sid = ${sid}`;
    const rows = await server.sql`select xmin::text as xid, change from changes where change->>'sid' = ${String(sid)} order by id`;
    expect(rows.map((r) => r.change)).toEqual([{ type: 'station', sid, created: true }, { type: 'station', sid, fields: ['customer'], texts: false }]);
    expect(rows[1]!.xid).toBe(station!.xid);

    const before = await changeCount();
    const { st } = await anna.call('station', { sid });
    expect((await anna.post('/api/updstation', { sid, modif: st.modif, customer: 'Other', setParent: 999999 })).status).toBe(400);
    expect((await anna.post('/api/addprod', { sid: 999999, cat: 'GFN', serial: 'S-1' })).status).toBe(404);
    expect((await anna.post('/api/rmissue', { iid: 999999 })).status).toBe(404);
    expect(await changeCount()).toBe(before);
  });

  it('is pruned once older than an hour', async () => {
    await server.sql`insert into changes (change, created_at) values (${server.sql.json({ type: 'products', sid: 1 })}, now() - interval '61 minutes')`;
    const before = await changeCount();
    await pruneChanges(server.sql, 60 * 60_000);
    expect(await changeCount()).toBe(before - 1);
  });
});
