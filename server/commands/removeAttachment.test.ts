import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR, eventRecordsOf, eventsOf, insertTestBlob, insertTestIssue, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { addAttachment } from './addAttachment.ts';
import { removeAttachment } from './removeAttachment.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('removeAttachment', () => {
  it('deletes that attachment only, with a delete event that describes it and an attachments change of its issue', async () => {
    const sid = await insertTestStation(db.sql);
    const iid = await insertTestIssue(db.sql, sid);
    const blob = await insertTestBlob(db.sql, pdf);
    const add = (name: string) => db.run(ACTOR, (w) => addAttachment(w, iid, { name, blob }, { mime: 'application/pdf', width: null, height: null }));
    const { result: gone } = await add('gone.pdf');
    const { result: kept } = await add('kept.pdf');

    const { result, changes } = await db.run('remover', (w) => removeAttachment(w, gone.id));
    expect(result).toBeUndefined();
    expect(await db.sql`select id from issue_attachments where iid = ${iid}`).toEqual([{ id: kept.id }]);
    expect((await eventsOf(db.sql, 'attachment', gone.id)).at(-1)).toEqual({
      actor: 'remover', entity: 'attachment', entityId: gone.id, action: 'delete', field: null, after: null,
      before: { iid, name: 'gone.pdf', mime: 'application/pdf', size: pdf.length, width: null, height: null, etag: gone.url.split('v=')[1] },
    });
    expect(await eventRecordsOf(db.sql, 'attachment', gone.id)).toEqual([`issue:${iid}`, `issue:${iid}`]);
    expect(changes).toEqual([{ type: 'attachments', iid, sid }]);
  });

  it('answers 404 for an attachment that does not exist, leaving nothing', async () => {
    expect(await db.runFailing((w) => removeAttachment(w, 999_999))).toMatchObject({ kind: 'not-found', message: 'Attachment 999999 not found' });
  });
});
