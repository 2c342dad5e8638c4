import { afterAll, describe, expect, it } from 'vitest';
import { ACTION_STATUS, ACTION_TYPE, AUTOSAVE_ISSUE_MS, EFFECTIVENESS, ISSUE_STATUS, NOT_SET_TIMESTAMP } from '../shared/constants.ts';
import { historyPage, type HistoryEntry } from '../shared/history.ts';
import { rooms } from '../shared/realtime.ts';
import { recordName } from '../shared/recordNames.ts';
import type { Action } from '../shared/records.ts';
import { openWallScreen, type ApiClient } from './helpers/apiClient.ts';
import { connected, connectSocket, subscribe, waitForEvent, type TestSocket } from './helpers/socketClient.ts';
import type { CallBody } from './helpers/typedCalls.ts';
import { withServer } from './helpers/withServer.ts';
import { openDoc, synced, waitUntil, type TestDoc } from './helpers/yjsClient.ts';

// An NCR's actions (issue 36) through the API, the sockets and the Yjs docs of a real server: what a bad input is
// told, the closure gate, what a kiosk may not see, the live events, the history and the shared description.
const { server, users: { anna, jonas } } = withServer({ users: { anna: 'Anna Berger', jonas: 'Jonas Weber' } });
const ANNA = 'Anna Berger';

const sockets: TestSocket[] = [];
const docs: TestDoc[] = [];
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
  for (const doc of docs) doc.destroy();
});

let projectNumber = 36000;

/** A new NCR on a new station. */
async function newNcr(): Promise<{ sid: number; iid: number }> {
  const { result: sid } = await anna.call('addStation', { projectId: String(++projectNumber), stationName: `Actions ${projectNumber}`, serials: [] });
  const { result: iid } = await anna.call('addIssue', { station: sid, prod: 'ASC 20 kV plunger coil' });
  return { sid, iid };
}

async function addAction(client: ApiClient, body: CallBody<'addAction'>): Promise<Action> {
  return (await client.call('addAction', body)).action;
}

async function staffSocket(client: ApiClient, join: string[]): Promise<TestSocket> {
  const socket = connectSocket(server.url, client.cookie);
  sockets.push(socket);
  await connected(socket);
  expect(await subscribe(socket, join)).toEqual({ ok: true });
  return socket;
}

async function expect400(client: ApiClient, path: string, body: object, message: RegExp | string): Promise<void> {
  const answer = await client.post(`/api/${path}`, body);
  expect([answer.status, answer.body?.message], `${path} ${JSON.stringify(body)}`).toEqual([400, expect.stringMatching(message)]);
}

describe('bad input', () => {
  it('each gets a 400 whose message names the field, and changes nothing', async () => {
    const { iid } = await newNcr();
    const action = await addAction(anna, { iid, type: ACTION_TYPE.Corrective, descr: 'Replace the drain valve gasket', owner: ANNA, due: '2026-07-15' });
    await expect400(anna, 'addaction', { iid, type: ACTION_TYPE.Corrective, due: '2301-01-01' }, /^due: must be a valid date \(YYYY-MM-DD\) between \d+ and \d+$/);
    await expect400(anna, 'addaction', { iid, type: ACTION_TYPE.Corrective, owner: 'Nobody Known' }, "owner: 'Nobody Known' is not in the people list");
    await expect400(anna, 'addaction', { iid, type: 7 }, /^type: must be one of 1, 2, 3, 4 \(Containment, Correction, Corrective, Preventive\)$/);
    await expect400(anna, 'updaction', { aid: action.aid, modif: action.modif, due: '2301-01-01' }, /^due: /);
    await expect400(anna, 'updaction', { aid: action.aid, modif: action.modif, owner: 'Nobody Known' }, /^owner: /);
    await expect400(anna, 'updaction', { aid: action.aid, modif: action.modif, status: ACTION_STATUS.Verified }, /^status: /);

    const { action: done } = await anna.call('updateAction', { aid: action.aid, modif: action.modif, status: ACTION_STATUS.Done });
    await expect400(anna, 'verifyaction', { aid: action.aid, note: 'Checked it myself' }, 'verifiedBy: the owner of an action cannot verify it; someone else must');
    await expect400(jonas, 'verifyaction', { aid: action.aid }, /^note: /);
    await expect400(jonas, 'verifyaction', { aid: action.aid, note: '   ' }, 'note: must not be empty: say how the action was verified');
    expect((await anna.call('actions', { iid })).actions).toEqual([done]);

    const { action: verified } = await jonas.call('verifyAction', { aid: action.aid, note: 'Leak test at 0.5 bar passed' });
    expect(verified).toMatchObject({ status: ACTION_STATUS.Verified, verifiedBy: 'Jonas Weber', verifyNote: 'Leak test at 0.5 bar passed' });
  });

  it('an account that is no one of the people list verifies under its own name, never as nobody', async () => {
    const { iid } = await newNcr();
    const action = await addAction(anna, { iid, type: ACTION_TYPE.Correction, owner: ANNA });
    await anna.call('updateAction', { aid: action.aid, modif: action.modif, status: ACTION_STATUS.Done });
    const auditor = await server.signIn('auditor');
    expect((await auditor.call('verifyAction', { aid: action.aid, note: 'Seen in the audit' })).action).toMatchObject({ status: ACTION_STATUS.Verified, verifiedBy: 'auditor' });
  });
});

describe('the closure gate', () => {
  it('answers 409 with the message and the blockers, and resolves once every action is verified and the review is Effective', async () => {
    const { iid } = await newNcr();
    const action = await addAction(anna, { iid, type: ACTION_TYPE.Containment, descr: 'Quarantine the spare coils', owner: ANNA });
    const { issue } = await anna.call('issue', { iid });
    const refused = await anna.post('/api/updissue', { iid, modif: issue.modif, status: ISSUE_STATUS.Resolved });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'Cannot resolve: 1 action not verified: Containment “Quarantine the spare coils” (Open); effectiveness review: Not reviewed (needs Effective)',
      blockers: [
        { kind: 'action', aid: action.aid, label: 'Containment “Quarantine the spare coils”', status: ACTION_STATUS.Open },
        { kind: 'effectiveness', result: EFFECTIVENESS.NotReviewed },
      ],
    });
    expect((await anna.call('issue', { iid })).issue).toEqual(issue);

    await anna.call('updateAction', { aid: action.aid, modif: action.modif, status: ACTION_STATUS.Cancelled });
    const { issue: resolved } = await jonas.call('updateIssue', { iid, modif: issue.modif, status: ISSUE_STATUS.Resolved, effResult: EFFECTIVENESS.Effective });
    expect(resolved).toMatchObject({ status: ISSUE_STATUS.Resolved, closedBy: 'jonas', effResult: EFFECTIVENESS.Effective, effBy: 'jonas' });
    expect(resolved.closed).not.toBe(NOT_SET_TIMESTAMP);
  });
});

describe('a kiosk', () => {
  it("sees the open actions' due dates on the issues list, but cannot read, change or follow actions", async () => {
    const { iid } = await newNcr();
    const action = await addAction(anna, { iid, type: ACTION_TYPE.Corrective, descr: 'Retrofit the limit switch', owner: ANNA, due: '2026-03-01' });
    const tv = await openWallScreen(anna, 'Actions TV');
    const listed = await tv.post('/api/issues');
    expect(listed.status).toBe(200);
    expect(listed.body.issues.find((row: { iid: number }) => row.iid === iid)).toMatchObject({ iid, actDue: ['2026-03-01'] });

    const calls: [string, object][] = [
      ['actions', { iid }], ['actions/all', {}], ['addaction', { iid, type: ACTION_TYPE.Preventive }],
      ['updaction', { aid: action.aid, modif: action.modif, status: ACTION_STATUS.Done }], ['verifyaction', { aid: action.aid, note: 'seen from the lobby' }],
      ['rmaction', { aid: action.aid }],
    ];
    for (const [path, body] of calls) expect((await tv.post(`/api/${path}`, body)).status, path).toBe(403);
    expect((await anna.call('actions', { iid })).actions).toEqual([action]);

    const socket = connectSocket(server.url, tv.cookie);
    sockets.push(socket);
    await connected(socket);
    expect(await subscribe(socket, [rooms.actions])).toEqual({ ok: false, message: 'Kiosk screens see the lists only' });
  });
});

describe('live', () => {
  it("a second person on the NCR and on My actions sees an action added, changed and removed", async () => {
    const { sid, iid } = await newNcr();
    const watcher = await staffSocket(jonas, [rooms.issue(iid), rooms.actions, rooms.issues]);
    const added = await addAction(anna, { iid, type: ACTION_TYPE.Corrective, descr: 'Re-torque the flange bolts', owner: ANNA, due: '2026-05-04' });

    expect(await waitForEvent(watcher, 'issue:actions', (p) => p.iid === iid && p.actions.length === 1)).toEqual({ iid, actions: [added] });
    expect((await waitForEvent(watcher, 'issue:updated', (p) => p.issue.iid === iid)).issue).toMatchObject({ iid, actDue: ['2026-05-04'] });
    expect((await waitForEvent(watcher, 'issues:row', (p) => p.row.iid === iid)).row).toMatchObject({ iid, actDue: ['2026-05-04'] });
    const { row } = await waitForEvent(watcher, 'actions:row', (p) => p.row.aid === added.aid);
    expect(row).toEqual({
      aid: added.aid, iid, type: ACTION_TYPE.Corrective, descr: 'Re-torque the flange bolts', owner: ANNA, due: '2026-05-04', status: ACTION_STATUS.Open,
      modif: added.modif, snid: expect.stringMatching(/^NCR-/), sid, stn: `Actions ${projectNumber}`,
    });

    const { action: done } = await anna.call('updateAction', { aid: added.aid, modif: added.modif, status: ACTION_STATUS.Done });
    expect((await waitForEvent(watcher, 'actions:row', (p) => p.row.aid === added.aid && p.row.status === ACTION_STATUS.Done)).row.modif).toBe(done.modif);
    // Done is no longer open: the NCR's open due dates are empty.
    await waitForEvent(watcher, 'issue:updated', (p) => p.issue.iid === iid && p.issue.actDue.length === 0);

    await anna.call('removeAction', { aid: added.aid });
    expect(await waitForEvent(watcher, 'actions:removed', (p) => p.aid === added.aid)).toEqual({ aid: added.aid });
    await waitForEvent(watcher, 'issue:actions', (p) => p.iid === iid && p.actions.length === 0);
  });
});

describe('history', () => {
  /** An entry in short: who, what, and the values. */
  const brief = (entry: HistoryEntry) => [entry.actor, entry.action, entry.subject, 'field' in entry ? entry.field : null, entry.before, entry.after];

  it("the NCR's history and the activity feed show an action's creation, changes, verification and removal", async () => {
    const { iid } = await newNcr();
    const added = await addAction(anna, { iid, type: ACTION_TYPE.Corrective, descr: 'Replace the encoder cable', owner: ANNA, due: '2026-06-01' });
    await anna.call('updateAction', { aid: added.aid, modif: added.modif, status: ACTION_STATUS.Done });
    const { action: verified } = await jonas.call('verifyAction', { aid: added.aid, note: 'Tuning converges again' });
    await anna.call('removeAction', { aid: added.aid });

    const { entries } = historyPage.parse(await anna.call('history', { kind: 'issue', id: iid }));
    const actionEntries = entries.filter((e) => e.subject === 'action' || e.subject === 'actionField');
    expect(actionEntries.map(brief)).toEqual([
      ['anna', 'delete', 'action', null, expect.objectContaining({ aid: added.aid, status: ACTION_STATUS.Verified, verifiedBy: 'Jonas Weber' }), null],
      ['jonas', 'update', 'actionField', 'verifyNote', '', 'Tuning converges again'],
      ['jonas', 'update', 'actionField', 'verifiedAt', NOT_SET_TIMESTAMP, verified.verifiedAt],
      ['jonas', 'update', 'actionField', 'verifiedBy', null, 'Jonas Weber'],
      ['jonas', 'update', 'actionField', 'status', ACTION_STATUS.Done, ACTION_STATUS.Verified],
      ['anna', 'update', 'actionField', 'status', ACTION_STATUS.Open, ACTION_STATUS.Done],
      ['anna', 'create', 'action', null, null, added],
    ]);
    expect(actionEntries.every((e) => e.kind === 'issue' && e.recordId === iid && 'actionId' in e && e.actionId === added.aid)).toBe(true);

    const feed = historyPage.parse(await anna.call('activity', { kind: 'issue', limit: 7 }));
    expect(feed.entries.map((e) => [e.recordId, e.subject, e.action])).toEqual(actionEntries.map((e) => [iid, e.subject, e.action]));
    expect(feed.entries[0]!.recordLabel).toMatch(/^NCR-\d{4}-\d{4}$/);
  });
});

describe("an action's description, typed together", () => {
  it('reaches the other person at once and the column at the flush point', async () => {
    const { iid } = await newNcr();
    const action = await addAction(anna, { iid, type: ACTION_TYPE.Preventive, descr: 'Add the check' });
    const name = recordName('action', action.aid);
    const [a, b] = [openDoc(server.url, anna.cookie, name), openDoc(server.url, jonas.cookie, name)];
    docs.push(a, b);
    await Promise.all([synced(a), synced(b)]);
    expect(b.text('descr').toString()).toBe('Add the check');

    const typedAt = Date.now();
    a.text('descr').insert('Add the check'.length, ' to the FAT checklist');
    await waitUntil(() => b.text('descr').toString() === 'Add the check to the FAT checklist', 5000, 'the text did not reach the other client');
    await waitUntil(async () => (await jonas.call('actions', { iid })).actions[0]!.descr === 'Add the check to the FAT checklist', 3 * AUTOSAVE_ISSUE_MS, 'the column did not follow');
    expect(Date.now() - typedAt).toBeGreaterThan(AUTOSAVE_ISSUE_MS / 2);
    const [event] = await server.sql`select actor, field, record_kind, record_id from events where entity = 'action' and entity_id = ${action.aid} and field = 'descr'`;
    expect(event).toEqual({ actor: 'anna', field: 'descr', recordKind: 'issue', recordId: iid });
  });
});
