import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_TYPE, ISSUE_STATUS } from '../../shared/constants.ts';
import { loadStoredDoc } from '../collab/docStorage.ts';
import { listDocUpdates } from '../repositories/yjsUpdates.ts';
import { ACTOR, eventRecordsOf, eventsOf, insertTestIssue, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { removeIssue } from './removeIssue.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

describe('removeIssue', () => {
  it('deletes the issue and its Yjs doc, with a delete event, and says it was open', async () => {
    const sid = await insertTestStation(db.sql);
    const iid = await insertTestIssue(db.sql, sid, { status: ISSUE_STATUS.InProgress, descr: 'text' });
    const other = await insertTestIssue(db.sql, sid);
    await loadStoredDoc(db.sql, 'issue', iid);
    await loadStoredDoc(db.sql, 'issue', other);

    const { result, changes } = await db.run(ACTOR, (w) => removeIssue(w, iid));
    expect(result).toBeUndefined();
    expect(await db.sql`select iid from issues where sid = ${sid}`).toEqual([{ iid: other }]);
    expect(await listDocUpdates(db.sql, `issue:${iid}`)).toEqual([]);
    expect(await listDocUpdates(db.sql, `issue:${other}`)).toHaveLength(1);
    const events = await eventsOf(db.sql, 'issue', iid);
    expect(events).toEqual([expect.objectContaining({ actor: ACTOR, action: 'delete', field: null, after: null })]);
    expect(events[0]!.before).toMatchObject({ iid, sid, status: ISSUE_STATUS.InProgress, descr: 'text' });
    expect(await eventRecordsOf(db.sql, 'issue', iid)).toEqual([`issue:${iid}`]);
    expect(changes).toEqual([{ type: 'issueDeleted', iid, sid, wasOpen: true }]);
  });

  it('says a resolved issue was not open', async () => {
    const sid = await insertTestStation(db.sql);
    const iid = await insertTestIssue(db.sql, sid, { status: ISSUE_STATUS.Resolved, closed: new Date() });
    const { changes } = await db.run(ACTOR, (w) => removeIssue(w, iid));
    expect(changes).toEqual([{ type: 'issueDeleted', iid, sid, wasOpen: false }]);
  });

  it('answers 404 for an issue that does not exist, leaving nothing', async () => {
    expect(await db.runFailing((w) => removeIssue(w, 999_999))).toMatchObject({ kind: 'not-found', message: 'Issue 999999 not found' });
  });

  it('deletes its actions with their Yjs docs; another NCR\'s action keeps its doc', async () => {
    const sid = await insertTestStation(db.sql);
    const [iid, other] = [await insertTestIssue(db.sql, sid), await insertTestIssue(db.sql, sid)];
    const [aid, kept] = await Promise.all([iid, other].map(async (owner) => (await db.sql<{ aid: number }[]>`
      insert into issue_actions (iid, type, descr, created_by, mod_by) values (${owner}, ${ACTION_TYPE.Corrective}, 'text', 'setup', 'setup') returning aid`)[0]!.aid));
    await loadStoredDoc(db.sql, 'action', aid!);
    await loadStoredDoc(db.sql, 'action', kept!);
    await db.run(ACTOR, (w) => removeIssue(w, iid));
    expect(await db.sql`select aid from issue_actions where iid in ${db.sql([iid, other])}`).toEqual([{ aid: kept }]);
    expect(await listDocUpdates(db.sql, `action:${aid}`)).toEqual([]);
    expect(await listDocUpdates(db.sql, `action:${kept}`)).toHaveLength(1);
  });
});
