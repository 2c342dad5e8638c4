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
});
