import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_STATUS, ACTION_TYPE, EFFECTIVENESS, ISSUE_STATUS } from '../../shared/constants.ts';
import { ACTOR, PEOPLE, eventsOf, insertTestIssue, insertTestStation, modifOf, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { addAction } from './addAction.ts';
import { updateAction } from './updateAction.ts';
import { updateIssue } from './updateIssue.ts';
import { verifyAction } from './verifyAction.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

const [ANNA, JONAS] = PEOPLE as [string, string];

/** An NCR with one Corrective action of ANNA's inserted directly (no command), with `values` for its columns. */
async function newAction(values: Record<string, unknown>) {
  const sid = await insertTestStation(db.sql);
  const iid = await insertTestIssue(db.sql, sid);
  const [row] = await db.sql<{ aid: number }[]>`
    insert into issue_actions ${db.sql({ iid, type: ACTION_TYPE.Corrective, descr: 'Replace the gasket', owner: ANNA, createdBy: 'setup', modBy: 'setup', ...values })} returning aid`;
  return { sid, iid, aid: row!.aid };
}

describe('verifyAction and the closure rule', () => {
  it('refuses to resolve an NCR with an unverified action, then resolves it once verified and effective', async () => {
    const sid = await insertTestStation(db.sql);
    const iid = await insertTestIssue(db.sql, sid);
    const { result: added } = await db.run(ACTOR, (w) => addAction(w, { iid, type: ACTION_TYPE.Corrective, descr: 'Replace the gasket\nand check', owner: ANNA, due: '2026-01-10' }));
    expect(added).toMatchObject({ iid, type: ACTION_TYPE.Corrective, owner: ANNA, due: '2026-01-10', status: ACTION_STATUS.Open, verifiedBy: '' });

    const modif = await modifOf(db.sql, 'issues', iid);
    const refused = await db.runFailing((w) => updateIssue(w, { iid, modif, status: ISSUE_STATUS.Resolved }));
    expect(refused.kind).toBe('conflict');
    expect(refused.message).toBe('Cannot resolve: 1 action not verified: Corrective “Replace the gasket” (Open); effectiveness review: Not reviewed (needs Effective)');
    expect(refused.body?.blockers).toEqual([
      { kind: 'action', aid: added.aid, label: 'Corrective “Replace the gasket”', status: ACTION_STATUS.Open },
      { kind: 'effectiveness', result: EFFECTIVENESS.NotReviewed },
    ]);

    await db.run(ACTOR, (w) => updateAction(w, { aid: added.aid, modif: added.modif, status: ACTION_STATUS.Done }));
    const byOwner = await db.runFailing((w) => verifyAction(w, added.aid, 'looked at it', { person: ANNA, ownerMayVerify: false }));
    expect(byOwner).toMatchObject({ kind: 'invalid', message: 'verifiedBy: the owner of an action cannot verify it; someone else must' });
    const { result: verified } = await db.run(ACTOR, (w) => verifyAction(w, added.aid, 'Pressure test passed', { person: JONAS, ownerMayVerify: false }));
    expect(verified).toMatchObject({ status: ACTION_STATUS.Verified, verifiedBy: JONAS, verifyNote: 'Pressure test passed' });
    expect((await eventsOf(db.sql, 'action', added.aid)).map((e) => e.field)).toEqual([null, 'status', 'status', 'verifiedBy', 'verifiedAt', 'verifyNote']);

    const { result: resolved, changes } = await db.run(ACTOR, (w) => updateIssue(w, { iid, modif, status: ISSUE_STATUS.Resolved, effResult: EFFECTIVENESS.Effective }));
    expect(resolved).toMatchObject({ status: ISSUE_STATUS.Resolved, closedBy: ACTOR, effResult: EFFECTIVENESS.Effective, effBy: ACTOR, actDue: [] });
    expect(changes).toEqual([{ type: 'issue', iid, sid, fields: ['status', 'effResult', 'closed'], texts: false }]);
  });

  it('refuses an action that is not Done (409 naming the status), leaving nothing', async () => {
    const { aid } = await newAction({ status: ACTION_STATUS.Open });
    expect(await db.runFailing((w) => verifyAction(w, aid, 'checked', { person: JONAS, ownerMayVerify: false })))
      .toMatchObject({ kind: 'conflict', message: 'status: only a Done action can be verified; this one is Open', body: { action: { aid, status: ACTION_STATUS.Open } } });
    const cancelled = await newAction({ status: ACTION_STATUS.Cancelled });
    expect(await db.runFailing((w) => verifyAction(w, cancelled.aid, 'checked', { person: JONAS, ownerMayVerify: false })))
      .toMatchObject({ kind: 'conflict', message: 'status: only a Done action can be verified; this one is Cancelled' });
  });

  it('lets the owner verify when ownerMayVerify (ACTION_OWNER_MAY_VERIFY), and records who, when and the note', async () => {
    const { iid, sid, aid } = await newAction({ status: ACTION_STATUS.Done, doneAt: new Date() });
    const { result, changes } = await db.run(ACTOR, (w) => verifyAction(w, aid, 'Checked on site myself', { person: ANNA, ownerMayVerify: true }));
    const [row] = await db.sql<{ status: number; verifiedBy: string; verifiedAt: Date; verifyNote: string; modif: Date }[]>`
      select status, verified_by, verified_at, verify_note, modif from issue_actions where aid = ${aid}`;
    expect(row).toMatchObject({ status: ACTION_STATUS.Verified, verifiedBy: ANNA, verifyNote: 'Checked on site myself' });
    expect(row!.verifiedAt).toEqual(row!.modif);
    expect(result).toMatchObject({ status: ACTION_STATUS.Verified, verifiedBy: ANNA, verifiedAt: row!.verifiedAt.toISOString(), modBy: ACTOR });
    expect(changes).toEqual([{ type: 'actions', iid, sid, aids: [aid] }]);
  });

  it('verifying a Verified action again changes nothing', async () => {
    const { aid } = await newAction({ status: ACTION_STATUS.Done, doneAt: new Date() });
    const { result: first } = await db.run(ACTOR, (w) => verifyAction(w, aid, 'Pressure test passed', { person: JONAS, ownerMayVerify: false }));
    const events = await eventsOf(db.sql, 'action', aid);
    const again = await db.run('someone-else', (w) => verifyAction(w, aid, 'Another note', { person: ANNA, ownerMayVerify: false }));
    expect(again.result).toEqual(first);
    expect(again.changes).toEqual([]);
    expect(await eventsOf(db.sql, 'action', aid)).toEqual(events);
  });

  it('answers 404 for an action that does not exist, leaving nothing', async () => {
    expect(await db.runFailing((w) => verifyAction(w, 999_999, 'note', { person: JONAS, ownerMayVerify: false })))
      .toMatchObject({ kind: 'not-found', message: 'Action 999999 not found' });
  });
});
