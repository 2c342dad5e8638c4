import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_CATEGORY, ISSUE_STATUS } from '../../shared/constants.ts';
import { todayDate } from '../../shared/dates.ts';
import { addIssueBody } from '../../shared/schemas/issue.ts';
import { ACTOR, eventRecordsOf, eventsOf, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { addIssue, ncrNumber } from './addIssue.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

describe('addIssue', () => {
  it('raises a New, Minor NCR reported today, numbered NCR-<year>-<iid>, with a create event and a created change', async () => {
    const sid = await insertTestStation(db.sql, { name: 'Issue station', projId: 'P-ISSUE' });
    const today = todayDate();
    const { result: iid, changes } = await db.run(ACTOR, (w) => addIssue(w, addIssueBody.parse({ station: sid, prod: ' ASC-7 ' })));

    const [row] = await db.sql<Record<string, unknown>[]>`select * from issues where iid = ${iid}`;
    const reported = row!.reported as string;
    expect([today, todayDate()]).toContain(reported); // the test may straddle midnight (UTC)
    expect(row).toMatchObject({
      sid, product: 'ASC-7', snid: `NCR-${reported.slice(0, 4)}-${String(iid).padStart(4, '0')}`,
      status: ISSUE_STATUS.New, statusC: ISSUE_STATUS.New, cat: ISSUE_CATEGORY.Minor, owner: null, closed: null, modBy: ACTOR,
    });
    const events = await eventsOf(db.sql, 'issue', iid);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: ACTOR, action: 'create', field: null, before: null,
      after: { iid, sid, stn: 'Issue station', proj: 'P-ISSUE', snid: row!.snid, product: 'ASC-7', reported, status: 0 },
    });
    expect(await eventRecordsOf(db.sql, 'issue', iid)).toEqual([`issue:${iid}`]);
    expect(changes).toEqual([{ type: 'issue', iid, sid, created: true }]);
  });

  it('answers 404 for a station that does not exist, leaving nothing', async () => {
    const input = addIssueBody.parse({ station: 999_999, prod: 'GFN' });
    expect(await db.runFailing((w) => addIssue(w, input))).toMatchObject({ kind: 'not-found', message: 'Station 999999 not found' });
  });

  it('pads the iid to four digits, never cuts it', () => {
    expect(ncrNumber('2026-05-01', 7)).toBe('NCR-2026-0007');
    expect(ncrNumber('2026-05-01', 12_345)).toBe('NCR-2026-12345');
  });
});
