import { afterAll, describe, expect, it } from 'vitest';
import { NOT_SET_DATE } from '../shared/constants.ts';
import { historyPage, type HistoryEntry } from '../shared/history.ts';
import { recordName } from '../shared/recordNames.ts';
import { rooms } from '../shared/realtime.ts';
import type { Issue, Station } from '../shared/records.ts';
import { restoreOf, type RestoreTarget } from '../client/features/history/restoreValue.ts';
import type { ApiClient } from './helpers/apiClient.ts';
import { connectSocket, connected, subscribe, waitForEvent, type TestSocket } from './helpers/socketClient.ts';
import { withServer } from './helpers/withServer.ts';
import { openDoc, synced, waitUntil, type TestDoc } from './helpers/yjsClient.ts';

// Restore from the History panel (issue 15): an earlier value goes back through the record's normal update call
// (updstation / updissue) as the panel builds it (client/features/history/restoreValue.ts), so it is audited
// under the person who restored it, broadcast, and merged into the shared text of a multi-line field.
const { server, users: { anna, jonas } } = withServer({ users: { anna: 'Anna Berger', jonas: 'Jonas Weber' } });
const docs: TestDoc[] = [];
const sockets: TestSocket[] = [];
let projectNumber = 94000;

afterAll(() => {
  for (const doc of docs) doc.destroy();
  for (const socket of sockets) socket.disconnect();
});

async function addStation(name: string): Promise<number> {
  const { result } = await anna.call('addStation', { projectId: String(++projectNumber), stationName: name, serials: [] });
  return result;
}

const readStation = async (sid: number): Promise<Station> => (await anna.call('station', { sid })).st;
const readIssue = async (iid: number): Promise<Issue> => (await anna.call('issue', { iid })).issue;

async function history(kind: 'station' | 'issue', id: number): Promise<HistoryEntry[]> {
  return historyPage.parse(await anna.call('history', { kind, id })).entries;
}

/** The newest entry of a field, or of the parent (field undefined). */
function latest(entries: HistoryEntry[], field?: string): HistoryEntry {
  const found = entries.find((e) => (field === undefined ? e.subject === 'parent' : e.subject === 'field' && e.field === field));
  if (!found) throw new Error(`no entry of ${field ?? 'the parent'}`);
  return found;
}

/** What Restore on `entry` sends, as the panel does: the record's id, its current modif and the converted value. */
async function restore(client: ApiClient, entry: HistoryEntry): Promise<Record<string, unknown>> {
  const target: RestoreTarget = entry.kind === 'station'
    ? { kind: 'station', record: await readStation(entry.recordId) }
    : { kind: 'issue', record: await readIssue(entry.recordId) };
  const change = restoreOf(entry, target);
  if (!change) throw new Error(`nothing to restore for ${JSON.stringify(entry)}`);
  if (target.kind === 'station') return (await client.call('updateStation', { sid: target.record.sid, modif: target.record.modif, ...change.changes })).st;
  return (await client.call('updateIssue', { iid: target.record.iid, modif: target.record.modif, ...change.changes })).issue;
}

/** Who, which field, and both values, of the newest entries. */
const brief = (entries: HistoryEntry[], count: number) =>
  entries.slice(0, count).map((e) => [e.actor, e.subject === 'field' ? e.field : e.subject, e.before, e.after]);

describe('restoring a station field', () => {
  it('writes a new audit event with before, after and the person who restored, and tells the station\'s room', async () => {
    const sid = await addStation('Restore Station');
    const parent = await addStation('Restore Parent');
    let st = await readStation(sid);
    await anna.call('updateStation', { sid, modif: st.modif, customer: 'Statkraft', ack: '2024-02-29', owner: 'Maria Rossi', active: true, setParent: parent });
    st = await readStation(sid);
    await jonas.call('updateStation', { sid, modif: st.modif, customer: 'Vattenfall', ack: NOT_SET_DATE, owner: '', active: false, setParent: 0 });

    const socket = connectSocket(server.url, anna.cookie);
    sockets.push(socket);
    await connected(socket);
    expect((await subscribe(socket, [rooms.station(sid)])).ok).toBe(true);

    const before = await history('station', sid);
    for (const field of ['customer', 'ack', 'owner', 'active']) await restore(anna, latest(before, field));
    await restore(anna, latest(before));

    const after = await history('station', sid);
    expect(after).toHaveLength(before.length + 5);
    expect(brief(after, 5)).toEqual([
      ['anna', 'parent', null, { sid: parent, name: 'Restore Parent', projId: String(projectNumber) }],
      ['anna', 'active', false, true],
      ['anna', 'owner', '', 'Maria Rossi'],
      ['anna', 'ack', NOT_SET_DATE, '2024-02-29'],
      ['anna', 'customer', 'Vattenfall', 'Statkraft'],
    ]);
    expect(await readStation(sid)).toMatchObject({ customer: 'Statkraft', ack: '2024-02-29', owner: 'Maria Rossi', active: true, parent: { sid: parent } });
    const updated = await waitForEvent(socket, 'station:updated', ({ st: live }) => live.parent?.sid === parent);
    expect(updated.st).toMatchObject({ customer: 'Statkraft', owner: 'Maria Rossi', modBy: 'anna' });

    // Now the record holds the restored values: those entries offer nothing more to restore.
    const current: RestoreTarget = { kind: 'station', record: await readStation(sid) };
    for (const field of ['customer', 'ack', 'owner', 'active']) expect(restoreOf(latest(before, field), current), field).toBeNull();
  });
});

describe('restoring an NCR field', () => {
  it('puts a status back by number, audited with the closing time it implies', async () => {
    const sid = await addStation('Restore NCR Station');
    const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'ASC coil' });
    const issue = await readIssue(iid);
    await jonas.call('updateIssue', { iid, modif: issue.modif, status: 2, cat: 4 });

    const entries = await history('issue', iid);
    await restore(anna, latest(entries, 'status'));
    await restore(anna, latest(entries, 'cat'));
    const after = await history('issue', iid);
    expect(brief(after, 3)).toEqual([
      ['anna', 'cat', 4, expect.any(Number)],
      ['anna', 'closed', expect.stringMatching(/^20\d\d-/), expect.stringMatching(/^1979-/)],
      ['anna', 'status', 2, 0],
    ]);
    expect(after[0]!.after).toBe(issue.cat);
    expect(await readIssue(iid)).toMatchObject({ status: 0, cat: issue.cat, modBy: 'anna' });
  });
});

describe('restoring a multi-line text', () => {
  it('reaches the people typing in it: the shared text becomes the earlier one, and the column and history follow', async () => {
    const sid = await addStation('Restore Text Station');
    const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'GFN' });
    const typist = openDoc(server.url, jonas.cookie, recordName('issue', iid));
    docs.push(typist);
    await synced(typist);

    // Jonas types the description in two goes; each is stored (the flush point) and audited under his name.
    typist.text('descr').insert(0, 'Oil leak at the flange');
    await waitUntil(async () => (await readIssue(iid)).descr === 'Oil leak at the flange', 10_000, 'the first text was not stored');
    const text = typist.text('descr');
    text.delete(0, text.length);
    text.insert(0, 'Coolant leak at the lower flange, gasket replaced');
    await waitUntil(async () => (await readIssue(iid)).descr.startsWith('Coolant'), 10_000, 'the second text was not stored');
    const entries = await history('issue', iid);
    const rewrite = latest(entries, 'descr');
    expect([rewrite.actor, rewrite.before, rewrite.after]).toEqual(['jonas', 'Oil leak at the flange', 'Coolant leak at the lower flange, gasket replaced']);

    // Anna restores the earlier text: Jonas's open doc shows it without him doing anything.
    const saved = await restore(anna, rewrite);
    expect(saved.descr).toBe('Oil leak at the flange');
    await waitUntil(() => typist.text('descr').toString() === 'Oil leak at the flange', 10_000, 'the restored text did not reach the doc');

    const after = await history('issue', iid);
    expect(brief(after, 1)).toEqual([['anna', 'descr', 'Coolant leak at the lower flange, gasket replaced', 'Oil leak at the flange']]);
    // What he types next builds on the restored text.
    typist.text('descr').insert(typist.text('descr').length, ' (again)');
    await waitUntil(async () => (await readIssue(iid)).descr === 'Oil leak at the flange (again)', 10_000, 'typing after the restore was not stored');
  });
});
