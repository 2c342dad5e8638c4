import { describe, expect, it } from 'vitest';
import { withServer } from './helpers/withServer.ts';

const { server, users: { anna, jonas } } = withServer({ users: { anna: 'Anna Berger', jonas: 'Jonas Weber' } });

describe('no lost updates', () => {
  it('two writers on one base version both keep their different fields', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '41001', stationName: 'Shared Station', serials: [] });
    const { st: base } = await anna.call('station', { sid });
    await anna.call('updateStation', { sid, modif: base.modif, customer: 'Statnett' });
    // Jonas still holds the old modif: his partial update must not undo Anna's customer.
    const { st } = await jonas.call('updateStation', { sid, modif: base.modif, reactor: '25–250 A' });
    expect(st).toMatchObject({ customer: 'Statnett', reactor: '25–250 A', modBy: 'jonas' });
  });

  it('on the same field the later write wins and the audit log keeps both', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '41002', stationName: 'Same Field', serials: [] });
    const { st: base } = await anna.call('station', { sid });
    await anna.call('updateStation', { sid, modif: base.modif, cpu: 'REG-DP' });
    const { st } = await jonas.call('updateStation', { sid, modif: base.modif, cpu: 'EFD500' });
    expect(st.cpu).toBe('EFD500');
    const events = await server.sql`select actor, before, after from events where entity = 'station' and entity_id = ${sid} and field = 'cpu' order by id`;
    expect(events).toEqual([
      { actor: 'anna', before: '', after: 'REG-DP' },
      { actor: 'jonas', before: 'REG-DP', after: 'EFD500' },
    ]);
  });

  it('a whole station record on a stale modif gets 409 with the current record and changes nothing', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '41003', stationName: 'Whole Record', serials: [] });
    const { st: base } = await anna.call('station', { sid });
    const { st: current } = await anna.call('updateStation', { sid, modif: base.modif, comments: 'Anna was here' });
    const whole = { ...base, customer: 'Jonas overwrites everything' };
    const result = await jonas.post('/api/updstation', whole);
    expect(result.status).toBe(409);
    expect(result.body.message).toMatch(/^Conflict/);
    expect(result.body.st).toEqual(current);
    expect((await anna.call('station', { sid })).st).toEqual(current);
    // the same whole record on the current modif is accepted
    const ok = await jonas.call('updateStation', { ...current, customer: 'Now fine' });
    expect(ok.st).toMatchObject({ customer: 'Now fine', comments: 'Anna was here' });
  });

  it('a whole issue on a stale modif gets 409 with the current issue', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '41004', stationName: 'Issue Conflict', serials: [] });
    const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'ASC coil' });
    const { issue: base } = await anna.call('issue', { iid });
    const { issue: current } = await anna.call('updateIssue', { iid, modif: base.modif, note: 'Root cause: loose bolt' });
    const result = await jonas.post('/api/updissue', { ...base, descr: 'stale whole issue' });
    expect(result.status).toBe(409);
    expect(result.body.issue).toEqual(current);
    // a partial update on the stale base is fine and keeps Anna's note
    const { issue } = await jonas.call('updateIssue', { iid, modif: base.modif, descr: 'Jonas adds a description' });
    expect(issue).toMatchObject({ note: 'Root cause: loose bolt', descr: 'Jonas adds a description' });
  });

  it('many concurrent partial writers on one station all land', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '41005', stationName: 'Busy Station', serials: [] });
    const { st: base } = await anna.call('station', { sid });
    const fields = ['customer', 'comp', 'product', 'country', 'reactor', 'systemVoltage', 'encapsulation', 'sbgTypeCode', 'cpu', 'projectFolder'] as const;
    await Promise.all(fields.map((field, i) => (i % 2 ? anna : jonas).call('updateStation', { sid, modif: base.modif, [field]: `value ${field}` })));
    const { st } = await anna.call('station', { sid });
    for (const field of fields) expect(st[field], field).toBe(`value ${field}`);
  });
});
