import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_STATUS, ACTION_TYPE, ACTIONS_PER_ISSUE_MAX, NOT_SET_TIMESTAMP } from '../../shared/constants.ts';
import { addActionBody } from '../../shared/schemas/action.ts';
import { presentAction } from '../presenters/action.ts';
import { findAction } from '../repositories/actions.ts';
import { ACTOR, PEOPLE, eventRecordsOf, eventsOf, insertTestIssue, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { addAction } from './addAction.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

const [ANNA] = PEOPLE as [string, string];

async function newIssue() {
  const sid = await insertTestStation(db.sql);
  return { sid, iid: await insertTestIssue(db.sql, sid) };
}

/** Runs addAction as one write, with a body parsed as the endpoint does. */
const add = (body: Record<string, unknown>) => db.run(ACTOR, (w) => addAction(w, addActionBody.parse(body)));
const addFailing = (body: Record<string, unknown>) => db.runFailing((w) => addAction(w, addActionBody.parse(body)));

describe('addAction', () => {
  it('stores the action Open with its fields, audits its creation in the NCR\'s history and collects one change', async () => {
    const { sid, iid } = await newIssue();
    const { result, changes } = await add({ iid, type: ACTION_TYPE.Containment, descr: 'Quarantine the coil batch', owner: ANNA, due: '2026-07-15', showCust: true });

    expect(result).toEqual(presentAction((await findAction(db.sql, result.aid))!));
    expect(result).toMatchObject({
      iid, type: ACTION_TYPE.Containment, descr: 'Quarantine the coil batch', owner: ANNA, due: '2026-07-15', status: ACTION_STATUS.Open,
      showCust: true, doneAt: NOT_SET_TIMESTAMP, verifiedBy: '', verifiedAt: NOT_SET_TIMESTAMP, verifyNote: '', createdBy: ACTOR, modBy: ACTOR,
    });
    const events = await eventsOf(db.sql, 'action', result.aid);
    expect(events).toEqual([{ actor: ACTOR, entity: 'action', entityId: result.aid, action: 'create', field: null, before: null, after: result }]);
    expect(await eventRecordsOf(db.sql, 'action', result.aid)).toEqual([`issue:${iid}`]);
    expect(changes).toEqual([{ type: 'actions', iid, sid, aids: [result.aid] }]);
  });

  it('takes only a type: no owner, no due date, no description', async () => {
    const { iid } = await newIssue();
    const { result } = await add({ iid, type: ACTION_TYPE.Preventive });
    expect(await db.sql`select owner, due, descr, show_cust, status from issue_actions where aid = ${result.aid}`)
      .toEqual([{ owner: null, due: null, descr: '', showCust: false, status: ACTION_STATUS.Open }]);
  });

  it('refuses an owner outside the people list, naming the field', async () => {
    const { iid } = await newIssue();
    expect(await addFailing({ iid, type: ACTION_TYPE.Corrective, owner: 'Nobody Known' }))
      .toMatchObject({ kind: 'invalid', message: "owner: 'Nobody Known' is not in the people list" });
  });

  it('an add sent again with its key answers the action it made and adds nothing', async () => {
    const { iid } = await newIssue();
    const key = '5b0c7a7e-3f0e-4d4b-9d57-1b1a2b3c4d5e';
    const first = await add({ iid, key, type: ACTION_TYPE.Correction, descr: 'Re-torque the flange bolts' });
    const eventsBefore = await eventsOf(db.sql, 'action', first.result.aid);
    const again = await add({ iid, key, type: ACTION_TYPE.Correction, descr: 'Re-torque the flange bolts (sent twice)' });
    expect(again.result).toEqual(first.result);
    expect(again.changes).toEqual([]);
    expect(await db.sql`select aid from issue_actions where iid = ${iid}`).toEqual([{ aid: first.result.aid }]);
    expect(await eventsOf(db.sql, 'action', first.result.aid)).toEqual(eventsBefore);
    // The same key on another NCR is another action.
    const other = await newIssue();
    expect((await add({ iid: other.iid, key, type: ACTION_TYPE.Correction })).result.aid).not.toBe(first.result.aid);
  });

  it(`refuses an NCR's action beyond ${ACTIONS_PER_ISSUE_MAX} (409)`, async () => {
    const { iid } = await newIssue();
    await db.sql`insert into issue_actions (iid, type, created_by, mod_by)
      select ${iid}, 1, 'setup', 'setup' from generate_series(1, ${ACTIONS_PER_ISSUE_MAX})`;
    expect(await addFailing({ iid, type: ACTION_TYPE.Corrective }))
      .toMatchObject({ kind: 'conflict', message: `An NCR holds at most ${ACTIONS_PER_ISSUE_MAX} actions` });
  });

  it('answers 404 for an NCR that does not exist, leaving nothing', async () => {
    expect(await addFailing({ iid: 999_999, type: ACTION_TYPE.Corrective })).toMatchObject({ kind: 'not-found', message: 'Issue 999999 not found' });
  });
});
