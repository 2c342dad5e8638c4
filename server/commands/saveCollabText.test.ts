import type { CollabField } from '../../shared/collabFields.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_TYPE } from '../../shared/constants.ts';
import { listDocUpdates } from '../repositories/yjsUpdates.ts';
import { ACTOR, eventRecordsOf, eventsOf, insertTestIssue, insertTestStation, modifOf, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { saveCollabText } from './saveCollabText.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

/** The texts of a doc as docWriter passes them (readTexts: typed with every kind's fields, holding one kind's). */
const texts = (values: Partial<Record<CollabField, string>>) => values as Record<CollabField, string>;

describe('saveCollabText', () => {
  it("writes only a station's changed text fields, one audit row each, without touching the doc", async () => {
    const sid = await insertTestStation(db.sql, { contactPersons: 'Eva', comments: 'old' });
    const { result, changes } = await db.run(ACTOR, (w) => saveCollabText(w, 'station', sid, texts({ contactPersons: 'Eva', comments: 'new', review: 'fine' })));

    expect(result).toBe(true);
    expect(await db.sql`select contact_persons, comments, review, mod_by from stations where sid = ${sid}`)
      .toEqual([{ contactPersons: 'Eva', comments: 'new', review: 'fine', modBy: ACTOR }]);
    expect(await eventsOf(db.sql, 'station', sid)).toEqual([
      { actor: ACTOR, entity: 'station', entityId: sid, action: 'update', field: 'comments', before: 'old', after: 'new' },
      { actor: ACTOR, entity: 'station', entityId: sid, action: 'update', field: 'review', before: '', after: 'fine' },
    ]);
    expect(await eventRecordsOf(db.sql, 'station', sid)).toEqual([`station:${sid}`, `station:${sid}`]);
    expect(changes).toEqual([{ type: 'station', sid, fields: ['comments', 'review'] }]);
    expect(await listDocUpdates(db.sql, `station:${sid}`)).toEqual([]);
  });

  it("writes an issue's text fields, and ignores fields that are not the kind's", async () => {
    const sid = await insertTestStation(db.sql);
    const iid = await insertTestIssue(db.sql, sid, { descr: 'd' });
    const sent = texts({ descr: 'd', note: 'noted', comments: 'not an issue field' });
    const { result, changes } = await db.run(ACTOR, (w) => saveCollabText(w, 'issue', iid, sent));
    expect(result).toBe(true);
    expect(await db.sql`select descr, note from issues where iid = ${iid}`).toEqual([{ descr: 'd', note: 'noted' }]);
    expect((await eventsOf(db.sql, 'issue', iid)).map((e) => e.field)).toEqual(['note']);
    expect(changes).toEqual([{ type: 'issue', iid, sid, fields: ['note'] }]);
  });

  it('writes nothing (no modif, no event, no change) when the text is what is stored', async () => {
    const sid = await insertTestStation(db.sql, { comments: 'same' });
    const modif = await modifOf(db.sql, 'stations', sid);
    const { result, changes } = await db.run(ACTOR, (w) => saveCollabText(w, 'station', sid, texts({ contactPersons: '', comments: 'same', review: '' })));
    expect(result).toBe(true);
    expect(changes).toEqual([]);
    expect(await eventsOf(db.sql, 'station', sid)).toEqual([]);
    expect(await modifOf(db.sql, 'stations', sid)).toBe(modif);
  });

  it('returns false for a record that is gone, writing nothing', async () => {
    const { result, changes } = await db.run(ACTOR, (w) => saveCollabText(w, 'issue', 999_999, texts({ descr: 'x', note: 'y' })));
    expect(result).toBe(false);
    expect(changes).toEqual([]);
    expect(await eventsOf(db.sql, 'issue', 999_999)).toEqual([]);
  });

  it("stamps who reviewed the effectiveness, and when, as an NCR's review note is flushed", async () => {
    const sid = await insertTestStation(db.sql);
    const iid = await insertTestIssue(db.sql, sid);
    const before = Date.now();
    const { changes } = await db.run(ACTOR, (w) => saveCollabText(w, 'issue', iid, texts({ descr: '', note: '', effNote: 'No recurrence since the retrofit' })));
    const [row] = await db.sql<{ effNote: string; effBy: string; effAt: Date }[]>`select eff_note, eff_by, eff_at from issues where iid = ${iid}`;
    expect(row).toMatchObject({ effNote: 'No recurrence since the retrofit', effBy: ACTOR });
    expect(row!.effAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await eventsOf(db.sql, 'issue', iid)).map((e) => e.field)).toEqual(['effNote']);
    expect(changes).toEqual([{ type: 'issue', iid, sid, fields: ['effNote'] }]);
  });

  it("writes an action's description, audited in its NCR's history, as a change of the NCR's actions", async () => {
    const sid = await insertTestStation(db.sql);
    const iid = await insertTestIssue(db.sql, sid);
    const [action] = await db.sql<{ aid: number }[]>`
      insert into issue_actions (iid, type, descr, created_by, mod_by) values (${iid}, ${ACTION_TYPE.Corrective}, 'old', 'setup', 'setup') returning aid`;
    const aid = action!.aid;
    const { result, changes } = await db.run(ACTOR, (w) => saveCollabText(w, 'action', aid, texts({ descr: 'Typed together' })));
    expect(result).toBe(true);
    expect(await db.sql`select descr, mod_by from issue_actions where aid = ${aid}`).toEqual([{ descr: 'Typed together', modBy: ACTOR }]);
    expect(await eventsOf(db.sql, 'action', aid)).toEqual([{ actor: ACTOR, entity: 'action', entityId: aid, action: 'update', field: 'descr', before: 'old', after: 'Typed together' }]);
    expect(await eventRecordsOf(db.sql, 'action', aid)).toEqual([`issue:${iid}`]);
    expect(changes).toEqual([{ type: 'actions', iid, sid, aids: [aid] }]);
  });
});
