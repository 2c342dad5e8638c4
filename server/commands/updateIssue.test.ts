import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_STATUS, ACTION_TYPE, EFFECTIVENESS, ISSUE_STATUS, NOT_SET_TIMESTAMP } from '../../shared/constants.ts';
import { ISSUE_FIELDS, updateIssueBody } from '../../shared/schemas/issue.ts';
import { loadStoredDoc } from '../collab/docStorage.ts';
import { docFromUpdates, readTexts } from '../collab/docText.ts';
import { presentIssue } from '../presenters/issue.ts';
import { findIssue } from '../repositories/issues.ts';
import { listDocUpdates } from '../repositories/yjsUpdates.ts';
import { ACTOR, eventsOf, insertTestIssue, insertTestStation, modifOf, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { updateIssue } from './updateIssue.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

const { New, InProgress, Resolved } = ISSUE_STATUS;

/** Runs updateIssue as one write, with a body parsed as the endpoint does, on the issue's current modif. */
async function update(iid: number, fields: Record<string, unknown>) {
  const input = updateIssueBody.parse({ iid, modif: await modifOf(db.sql, 'issues', iid), ...fields });
  return db.run(ACTOR, (w) => updateIssue(w, input));
}

async function updateFailing(iid: number, fields: Record<string, unknown>, modif?: string) {
  const input = updateIssueBody.parse({ iid, modif: modif ?? (await modifOf(db.sql, 'issues', iid)), ...fields });
  return db.runFailing((w) => updateIssue(w, input));
}

async function issueRow(iid: number) {
  const [row] = await db.sql<Record<string, unknown>[]>`select * from issues where iid = ${iid}`;
  return row!;
}

async function newIssue(values: Record<string, unknown> = {}) {
  const sid = await insertTestStation(db.sql);
  return { sid, iid: await insertTestIssue(db.sql, sid, values) };
}

describe('updateIssue', () => {
  it('writes the changed fields, one audit row each, and collects one change', async () => {
    const { sid, iid } = await newIssue();
    const { result, changes } = await update(iid, { product: 'ASC-7', owner: 'Jonas Weber', cat: 2 });
    expect(result).toMatchObject({ iid, sid, product: 'ASC-7', owner: 'Jonas Weber', cat: 2, modBy: ACTOR });
    expect(await issueRow(iid)).toMatchObject({ product: 'ASC-7', owner: 'Jonas Weber', cat: 2, modBy: ACTOR });
    expect(await eventsOf(db.sql, 'issue', iid)).toEqual([
      { actor: ACTOR, entity: 'issue', entityId: iid, action: 'update', field: 'product', before: 'GFN', after: 'ASC-7' },
      { actor: ACTOR, entity: 'issue', entityId: iid, action: 'update', field: 'owner', before: null, after: 'Jonas Weber' },
      { actor: ACTOR, entity: 'issue', entityId: iid, action: 'update', field: 'cat', before: 1, after: 2 },
    ]);
    expect(changes).toEqual([{ type: 'issue', iid, sid, fields: ['product', 'owner', 'cat'], texts: false }]);
  });

  it('answers the issue exactly as stored, without reading it again', async () => {
    const { iid } = await newIssue();
    const resolved = await update(iid, { status: Resolved, owner: 'Anna Berger', reported: '2024-05-02', descr: 'bent flange' });
    expect(resolved.result).toEqual(presentIssue((await findIssue(db.sql, iid))!));
    expect(resolved.result.closed).not.toBeNull();
  });

  it('changes nothing when every sent value is the stored one', async () => {
    const { iid } = await newIssue({ status: InProgress });
    const modif = await modifOf(db.sql, 'issues', iid);
    const { result, changes } = await update(iid, { status: InProgress, product: 'GFN' });
    expect(result).toMatchObject({ iid, status: InProgress, modif, modBy: 'setup' });
    expect(changes).toEqual([]);
    expect(await eventsOf(db.sql, 'issue', iid)).toEqual([]);
  });

  it('answers 404 for an issue that does not exist', async () => {
    const input = updateIssueBody.parse({ iid: 999_999, modif: new Date().toISOString(), product: 'x' });
    expect(await db.runFailing((w) => updateIssue(w, input))).toMatchObject({ kind: 'not-found', message: 'Issue 999999 not found' });
  });

  it('refuses an owner outside the people list', async () => {
    const { iid } = await newIssue();
    expect(await updateFailing(iid, { owner: 'Nobody Known', product: 'ASC' }))
      .toMatchObject({ kind: 'invalid', message: "owner: 'Nobody Known' is not in the people list" });
    expect(await issueRow(iid)).toMatchObject({ owner: null, product: 'GFN' });
  });

  it('refuses a whole record on an older version (409 with the current issue), accepts a partial one', async () => {
    const { iid } = await newIssue({ descr: 'current' });
    const wire = presentIssue((await findIssue(db.sql, iid))!) as unknown as Record<string, unknown>;
    const whole = Object.fromEntries(ISSUE_FIELDS.map((field) => [field, wire[field]]));
    const error = await updateFailing(iid, { ...whole, descr: 'old' }, '2020-01-01T00:00:00.000Z');
    expect(error).toMatchObject({
      kind: 'conflict',
      message: 'Conflict: the issue was changed by someone else; reload and apply your changes again',
      body: { issue: { iid, descr: 'current' } },
    });

    const partial = updateIssueBody.parse({ iid, modif: '2020-01-01T00:00:00.000Z', note: 'partial' });
    const { changes } = await db.run(ACTOR, (w) => updateIssue(w, partial));
    expect(changes).toEqual([expect.objectContaining({ fields: ['note'] })]);
    expect(await issueRow(iid)).toMatchObject({ descr: 'current', note: 'partial' });
  });

  describe('the status and closed', () => {
    it('New → In Progress changes the status only', async () => {
      const { sid, iid } = await newIssue();
      const { changes } = await update(iid, { status: InProgress });
      expect(changes).toEqual([{ type: 'issue', iid, sid, fields: ['status'], texts: false }]);
      expect(await issueRow(iid)).toMatchObject({ status: InProgress, closed: null });
    });

    it('→ Resolved sets closed to now; staying Resolved keeps it; away from Resolved clears it', async () => {
      const { sid, iid } = await newIssue({ status: InProgress });
      const before = Date.now();
      const resolved = await update(iid, { status: Resolved });
      const closed = (await issueRow(iid)).closed as Date;
      expect(closed.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(closed.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(resolved.result.closed).toBe(closed.toISOString());
      expect(resolved.changes).toEqual([{ type: 'issue', iid, sid, fields: ['status', 'closed'], texts: false }]);
      expect((await eventsOf(db.sql, 'issue', iid)).map((e) => e.field)).toEqual(['status', 'closed']);

      const again = await update(iid, { status: Resolved, note: 'still resolved' });
      expect(again.changes).toEqual([{ type: 'issue', iid, sid, fields: ['note'], texts: false }]);
      expect((await issueRow(iid)).closed).toEqual(closed);

      const reopened = await update(iid, { status: New });
      expect(reopened.changes).toEqual([{ type: 'issue', iid, sid, fields: ['status', 'closed'], texts: false }]);
      expect(await issueRow(iid)).toMatchObject({ status: New, closed: null });
    });

    it('the customer status is independent of closed', async () => {
      const { sid, iid } = await newIssue();
      const { changes } = await update(iid, { statusC: Resolved });
      expect(changes).toEqual([{ type: 'issue', iid, sid, fields: ['statusC'], texts: false }]);
      expect(await issueRow(iid)).toMatchObject({ status: New, statusC: Resolved, closed: null });
    });
  });

  it('follows multi-line text into the stored Yjs doc when it exists (texts: true)', async () => {
    const { sid, iid } = await newIssue({ descr: 'what broke' });
    await loadStoredDoc(db.sql, 'issue', iid);
    const { changes } = await update(iid, { descr: 'what broke, and why' });
    expect(changes).toEqual([{ type: 'issue', iid, sid, fields: ['descr'], texts: true }]);
    const doc = docFromUpdates((await listDocUpdates(db.sql, `issue:${iid}`)).map((row) => row.update));
    expect(readTexts(doc, 'issue')).toEqual({ effNote: '', descr: 'what broke, and why', note: '' });
    doc.destroy();
  });

  describe('the closure rule (issue 36) and the effectiveness review', () => {
    /** Actions of the NCR inserted directly, one per status: their aids. */
    async function insertActions(iid: number, statuses: number[]): Promise<number[]> {
      const aids: number[] = [];
      for (const [i, status] of statuses.entries()) {
        const [row] = await db.sql<{ aid: number }[]>`
          insert into issue_actions (iid, type, descr, status, created_by, mod_by)
          values (${iid}, ${ACTION_TYPE.Corrective}, ${`Action ${i + 1}\nmore detail`}, ${status}, 'setup', 'setup') returning aid`;
        aids.push(row!.aid);
      }
      return aids;
    }

    it('an NCR without actions resolves as SPEC §4 says: no review needed, closed set, and who closed it', async () => {
      const { iid } = await newIssue({ status: New });
      const { result } = await update(iid, { status: Resolved });
      expect(result).toMatchObject({ status: Resolved, closedBy: ACTOR, effResult: EFFECTIVENESS.NotReviewed, effBy: '', effAt: NOT_SET_TIMESTAMP });
      expect(await issueRow(iid)).toMatchObject({ status: Resolved, closedBy: ACTOR, effBy: null });
      expect(result.closed).not.toBe(NOT_SET_TIMESTAMP);
    });

    it('refuses to resolve with every blocker listed: each action not Verified or Cancelled, and the review', async () => {
      const { iid } = await newIssue({ status: InProgress, effResult: EFFECTIVENESS.NotYetKnown });
      const [open, done] = await insertActions(iid, [ACTION_STATUS.Open, ACTION_STATUS.Done, ACTION_STATUS.Verified, ACTION_STATUS.Cancelled]);
      const error = await updateFailing(iid, { status: Resolved });
      expect(error).toMatchObject({
        kind: 'conflict',
        message: 'Cannot resolve: 2 actions not verified: Corrective “Action 1” (Open), Corrective “Action 2” (Done); effectiveness review: Not yet known (needs Effective)',
      });
      expect(error.body?.blockers).toEqual([
        { kind: 'action', aid: open, label: 'Corrective “Action 1”', status: ACTION_STATUS.Open },
        { kind: 'action', aid: done, label: 'Corrective “Action 2”', status: ACTION_STATUS.Done },
        { kind: 'effectiveness', result: EFFECTIVENESS.NotYetKnown },
      ]);
      // Every action counted, the review alone blocks too.
      await db.sql`update issue_actions set status = ${ACTION_STATUS.Verified} where iid = ${iid}`;
      expect(await updateFailing(iid, { status: Resolved, effResult: EFFECTIVENESS.NotEffective }))
        .toMatchObject({ kind: 'conflict', message: 'Cannot resolve: effectiveness review: Not effective (needs Effective)', body: { blockers: [{ kind: 'effectiveness', result: EFFECTIVENESS.NotEffective }] } });
    });

    it('counts Cancelled as done and the review sent in the same request; reopening keeps the actions and clears closed and closedBy', async () => {
      const { sid, iid } = await newIssue({ status: InProgress });
      const aids = await insertActions(iid, [ACTION_STATUS.Verified, ACTION_STATUS.Cancelled]);
      const resolved = await update(iid, { status: Resolved, effResult: EFFECTIVENESS.Effective });
      expect(resolved.result).toMatchObject({ status: Resolved, closedBy: ACTOR, effResult: EFFECTIVENESS.Effective, effBy: ACTOR });
      // The stamps belong to their fields' change: no history entries and no fields of their own.
      expect(resolved.changes).toEqual([{ type: 'issue', iid, sid, fields: ['status', 'effResult', 'closed'], texts: false }]);
      expect((await eventsOf(db.sql, 'issue', iid)).map((e) => e.field)).toEqual(['status', 'effResult', 'closed']);

      const reopened = await update(iid, { status: InProgress });
      expect(reopened.result).toMatchObject({ status: InProgress, closed: NOT_SET_TIMESTAMP, closedBy: '', effResult: EFFECTIVENESS.Effective });
      expect(await issueRow(iid)).toMatchObject({ closed: null, closedBy: null });
      expect((await db.sql<{ aid: number }[]>`select aid from issue_actions where iid = ${iid} order by aid`).map((row) => row.aid)).toEqual(aids);
    });

    it('stamps effBy and effAt when the review\'s result or note changes, not otherwise', async () => {
      const { iid } = await newIssue();
      const before = Date.now();
      await update(iid, { effNote: 'No recurrence in 3 months of operation' });
      const first = await issueRow(iid);
      expect(first).toMatchObject({ effBy: ACTOR, effNote: 'No recurrence in 3 months of operation' });
      expect((first.effAt as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);

      await db.sql`update issues set eff_by = 'someone', eff_at = '2020-01-01' where iid = ${iid}`;
      await update(iid, { product: 'ASC', effResult: EFFECTIVENESS.NotReviewed, effNote: 'No recurrence in 3 months of operation' });
      expect(await issueRow(iid)).toMatchObject({ effBy: 'someone', effAt: new Date('2020-01-01T00:00:00.000Z') });
      await update(iid, { effResult: EFFECTIVENESS.Effective });
      expect(await issueRow(iid)).toMatchObject({ effBy: ACTOR, effResult: EFFECTIVENESS.Effective });
    });
  });
});
