import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_STATUS, ACTION_TYPE } from '../../shared/constants.ts';
import { ACTION_FIELDS, updateActionBody } from '../../shared/schemas/action.ts';
import { loadStoredDoc } from '../collab/docStorage.ts';
import { docFromUpdates, readTexts } from '../collab/docText.ts';
import { presentAction } from '../presenters/action.ts';
import { findAction } from '../repositories/actions.ts';
import { listDocUpdates } from '../repositories/yjsUpdates.ts';
import { ACTOR, PEOPLE, eventRecordsOf, eventsOf, insertTestIssue, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { updateAction } from './updateAction.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

const [ANNA, JONAS] = PEOPLE as [string, string];
const { Open, Done, Verified, Cancelled } = ACTION_STATUS;

/** An NCR with one action inserted directly (no command), with `values` for its columns. */
async function newAction(values: Record<string, unknown> = {}) {
  const sid = await insertTestStation(db.sql);
  const iid = await insertTestIssue(db.sql, sid);
  const [row] = await db.sql<{ aid: number }[]>`
    insert into issue_actions ${db.sql({ iid, type: ACTION_TYPE.Corrective, descr: 'Replace the gasket', owner: ANNA, due: '2026-08-01', createdBy: 'setup', modBy: 'setup', ...values })}
    returning aid`;
  return { sid, iid, aid: row!.aid };
}

async function modifOfAction(aid: number): Promise<string> {
  return (await findAction(db.sql, aid))!.modif.toISOString();
}

async function actionRow(aid: number) {
  const [row] = await db.sql<Record<string, unknown>[]>`select * from issue_actions where aid = ${aid}`;
  return row!;
}

/** Runs updateAction as one write, with a body parsed as the endpoint does, on the action's current modif. */
async function update(aid: number, fields: Record<string, unknown>) {
  const input = updateActionBody.parse({ aid, modif: await modifOfAction(aid), ...fields });
  return db.run(ACTOR, (w) => updateAction(w, input));
}

async function updateFailing(aid: number, fields: Record<string, unknown>, modif?: string) {
  const input = updateActionBody.parse({ aid, modif: modif ?? (await modifOfAction(aid)), ...fields });
  return db.runFailing((w) => updateAction(w, input));
}

describe('updateAction', () => {
  it('writes only the sent fields that changed, one audit row each in the NCR\'s history, and collects one change', async () => {
    const { sid, iid, aid } = await newAction();
    const { result, changes } = await update(aid, { owner: JONAS, due: '2026-09-30', type: ACTION_TYPE.Corrective, showCust: true });
    expect(result).toEqual(presentAction((await findAction(db.sql, aid))!));
    expect(await actionRow(aid)).toMatchObject({ owner: JONAS, due: '2026-09-30', showCust: true, descr: 'Replace the gasket', status: Open, modBy: ACTOR });
    expect(await eventsOf(db.sql, 'action', aid)).toEqual([
      { actor: ACTOR, entity: 'action', entityId: aid, action: 'update', field: 'owner', before: ANNA, after: JONAS },
      { actor: ACTOR, entity: 'action', entityId: aid, action: 'update', field: 'due', before: '2026-08-01', after: '2026-09-30' },
      { actor: ACTOR, entity: 'action', entityId: aid, action: 'update', field: 'showCust', before: false, after: true },
    ]);
    expect(await eventRecordsOf(db.sql, 'action', aid)).toEqual([`issue:${iid}`, `issue:${iid}`, `issue:${iid}`]);
    expect(changes).toEqual([{ type: 'actions', iid, sid, aids: [aid], texts: false }]);
  });

  it('refuses a whole action on an older version (409 with the current action), accepts a partial one', async () => {
    const { aid } = await newAction();
    const wire = presentAction((await findAction(db.sql, aid))!) as unknown as Record<string, unknown>;
    const whole = Object.fromEntries(ACTION_FIELDS.map((field) => [field, wire[field]]));
    const old = '2020-01-01T00:00:00.000Z';
    expect(await updateFailing(aid, { ...whole, descr: 'old text' }, old)).toMatchObject({
      kind: 'conflict', message: 'Conflict: the action was changed by someone else; reload and apply your changes again', body: { action: { aid, descr: 'Replace the gasket' } },
    });
    const partial = updateActionBody.parse({ aid, modif: old, due: '2026-10-01' });
    await db.run(ACTOR, (w) => updateAction(w, partial));
    expect(await actionRow(aid)).toMatchObject({ due: '2026-10-01', descr: 'Replace the gasket' });
  });

  it('refuses an owner outside the people list, naming the field', async () => {
    const { aid } = await newAction();
    expect(await updateFailing(aid, { owner: 'Nobody Known' })).toMatchObject({ kind: 'invalid', message: "owner: 'Nobody Known' is not in the people list" });
  });

  it('Open → Done stamps doneAt (audited as the status only), → Cancelled and → Open clear it', async () => {
    const { aid } = await newAction();
    const before = Date.now();
    const done = await update(aid, { status: Done });
    const doneAt = (await actionRow(aid)).doneAt as Date;
    expect(doneAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(done.result).toMatchObject({ status: Done, doneAt: doneAt.toISOString() });
    expect((await eventsOf(db.sql, 'action', aid)).map((e) => [e.field, e.before, e.after])).toEqual([['status', Open, Done]]);

    await update(aid, { status: Cancelled });
    expect(await actionRow(aid)).toMatchObject({ status: Cancelled, doneAt: null });
    await update(aid, { status: Done });
    await update(aid, { status: Open });
    expect(await actionRow(aid)).toMatchObject({ status: Open, doneAt: null });
  });

  it('refuses Verified as a status (400 naming status): an action is verified by verifying it', async () => {
    const { aid } = await newAction({ status: Done, doneAt: new Date() });
    expect(await updateFailing(aid, { status: Verified }))
      .toMatchObject({ kind: 'invalid', message: 'status: an action becomes Verified by verifying it, with a verification note' });
  });

  it('leaving Verified clears the verification, audited', async () => {
    const verifiedAt = new Date('2026-05-04T10:00:00.000Z');
    const { aid } = await newAction({ status: Verified, doneAt: new Date('2026-05-01T10:00:00.000Z'), verifiedBy: JONAS, verifiedAt, verifyNote: 'Leak test passed' });
    const { result } = await update(aid, { status: Done });
    expect(result).toMatchObject({ status: Done, verifiedBy: '', verifyNote: '' });
    expect(await actionRow(aid)).toMatchObject({ status: Done, verifiedBy: null, verifiedAt: null, verifyNote: '' });
    expect((await eventsOf(db.sql, 'action', aid)).map((e) => [e.field, e.before, e.after])).toEqual([
      ['status', Verified, Done], ['verifiedBy', JONAS, null], ['verifiedAt', verifiedAt.toISOString(), null], ['verifyNote', 'Leak test passed', ''],
    ]);
  });

  it('follows a description written through the API into the action\'s stored Yjs doc (texts: true)', async () => {
    const { sid, iid, aid } = await newAction();
    await loadStoredDoc(db.sql, 'action', aid);
    const { changes } = await update(aid, { descr: 'Replace the gasket\nand repeat the leak test' });
    expect(changes).toEqual([{ type: 'actions', iid, sid, aids: [aid], texts: true }]);
    const doc = docFromUpdates((await listDocUpdates(db.sql, `action:${aid}`)).map((row) => row.update));
    expect(readTexts(doc, 'action')).toEqual({ descr: 'Replace the gasket\nand repeat the leak test' });
    doc.destroy();
  });

  it('answers 404 for an action that does not exist, leaving nothing', async () => {
    expect(await updateFailing(999_999, { due: '2026-01-01' }, new Date().toISOString())).toMatchObject({ kind: 'not-found', message: 'Action 999999 not found' });
  });
});
