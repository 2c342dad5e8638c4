import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_TYPE } from '../../shared/constants.ts';
import { loadStoredDoc } from '../collab/docStorage.ts';
import { presentAction } from '../presenters/action.ts';
import { findAction } from '../repositories/actions.ts';
import { listDocUpdates } from '../repositories/yjsUpdates.ts';
import { ACTOR, PEOPLE, eventRecordsOf, eventsOf, insertTestIssue, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { removeAction } from './removeAction.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

const insertAction = async (iid: number, descr: string) => (await db.sql<{ aid: number }[]>`
  insert into issue_actions ${db.sql({ iid, type: ACTION_TYPE.Containment, descr, owner: PEOPLE[0]!, due: '2026-07-01', createdBy: 'setup', modBy: 'setup' })} returning aid`)[0]!.aid;

describe('removeAction', () => {
  it('deletes the action and its Yjs doc, keeps its siblings, and audits the action as it was in the NCR\'s history', async () => {
    const sid = await insertTestStation(db.sql);
    const iid = await insertTestIssue(db.sql, sid);
    const [aid, kept] = [await insertAction(iid, 'Block the spare coils in stores'), await insertAction(iid, 'Inform the site team')];
    const before = presentAction((await findAction(db.sql, aid))!);
    await loadStoredDoc(db.sql, 'action', aid);
    await loadStoredDoc(db.sql, 'action', kept);

    const { result, changes } = await db.run(ACTOR, (w) => removeAction(w, aid));
    expect(result).toBeUndefined();
    expect(await db.sql`select aid from issue_actions where iid = ${iid}`).toEqual([{ aid: kept }]);
    expect(await listDocUpdates(db.sql, `action:${aid}`)).toEqual([]);
    expect(await listDocUpdates(db.sql, `action:${kept}`)).toHaveLength(1);
    expect(await eventsOf(db.sql, 'action', aid)).toEqual([{ actor: ACTOR, entity: 'action', entityId: aid, action: 'delete', field: null, before, after: null }]);
    expect(await eventRecordsOf(db.sql, 'action', aid)).toEqual([`issue:${iid}`]);
    expect(changes).toEqual([{ type: 'actions', iid, sid, aids: [aid] }]);
  });

  it('answers 404 for an action that does not exist (or was removed), leaving nothing', async () => {
    expect(await db.runFailing((w) => removeAction(w, 999_999))).toMatchObject({ kind: 'not-found', message: 'Action 999999 not found' });
  });
});
