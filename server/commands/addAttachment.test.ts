import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENTS_PER_ISSUE_MAX } from '../../shared/schemas/attachment.ts';
import { ACTOR, eventRecordsOf, eventsOf, insertTestBlob, insertTestIssue, insertTestStation, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { addAttachment } from './addAttachment.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const pdfFacts = { mime: 'application/pdf', width: null, height: null } as const;
const etagOf = (data: Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 16);

describe('addAttachment', () => {
  it('stores the file under its storable name, with a create event and an attachments change of its issue', async () => {
    const sid = await insertTestStation(db.sql);
    const iid = await insertTestIssue(db.sql, sid);
    const stored = await insertTestBlob(db.sql, pdf);
    const { result, changes } = await db.run(ACTOR, (w) => addAttachment(w, iid, { name: 'C:\\scans\\report\u0000 final.pdf', blob: stored }, pdfFacts));

    const etag = etagOf(pdf);
    expect(result).toEqual({
      id: expect.any(Number), iid, name: 'report final.pdf', mime: 'application/pdf', size: pdf.length, width: null, height: null,
      url: `/api/attachments/${result.id}?v=${etag}`, thumbUrl: '', report: null, createdBy: ACTOR, createdAt: expect.any(String),
    });
    const blob = createHash('sha256').update(pdf).digest('hex');
    expect(await db.sql`select iid, file_name, mime, size, etag, blob, created_by from issue_attachments where id = ${result.id}`)
      .toEqual([{ iid, fileName: 'report final.pdf', mime: 'application/pdf', size: pdf.length, etag, blob, createdBy: ACTOR }]);
    expect(await eventsOf(db.sql, 'attachment', result.id)).toEqual([{
      actor: ACTOR, entity: 'attachment', entityId: result.id, action: 'create', field: null, before: null,
      after: { iid, name: 'report final.pdf', mime: 'application/pdf', size: pdf.length, width: null, height: null, etag },
    }]);
    expect(await eventRecordsOf(db.sql, 'attachment', result.id)).toEqual([`issue:${iid}`]); // in the NCR's history
    expect(changes).toEqual([{ type: 'attachments', iid, sid }]);
  });

  it('gives an image its size and thumbnail, and a file without a usable name one of its type', async () => {
    const sid = await insertTestStation(db.sql);
    const iid = await insertTestIssue(db.sql, sid);
    const data = Buffer.from('stands in for a checked JPEG');
    const blob = await insertTestBlob(db.sql, data);
    const { result } = await db.run(ACTOR, (w) => addAttachment(w, iid, { name: ' \t/ ', blob }, { mime: 'image/jpeg', width: 40, height: 30 }));
    expect(result).toMatchObject({ name: 'photo.jpg', mime: 'image/jpeg', width: 40, height: 30, thumbUrl: `/api/attachments/${result.id}/thumb?v=${etagOf(data)}` });
  });

  it(`refuses the ${ATTACHMENTS_PER_ISSUE_MAX + 1}th attachment of an NCR with 409, leaving nothing`, async () => {
    const iid = await insertTestIssue(db.sql, await insertTestStation(db.sql));
    const blob = await insertTestBlob(db.sql, pdf);
    const rows = Array.from({ length: ATTACHMENTS_PER_ISSUE_MAX }, (_, i) => ({
      iid, fileName: `${i}.pdf`, mime: 'application/pdf', size: pdf.length, etag: 'e', blob: blob.hash, createdBy: 'setup',
    }));
    await db.sql`insert into issue_attachments ${db.sql(rows)}`;
    expect(await db.runFailing((w) => addAttachment(w, iid, { name: 'one more.pdf', blob }, pdfFacts)))
      .toMatchObject({ kind: 'conflict', message: `This NCR already has ${ATTACHMENTS_PER_ISSUE_MAX} attachments; remove one first` });
  });

  it('answers 404 for an issue that does not exist, leaving nothing', async () => {
    const blob = await insertTestBlob(db.sql, pdf);
    expect(await db.runFailing((w) => addAttachment(w, 999_999, { name: 'a.pdf', blob }, pdfFacts)))
      .toMatchObject({ kind: 'not-found', message: 'Issue 999999 not found' });
  });
});
