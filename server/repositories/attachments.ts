import type { Db } from '../db/sql.ts';

/** An attachment without its bytes: what lists, events and the routes need. */
export interface AttachmentRow {
  id: number;
  iid: number;
  fileName: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  etag: string;
  createdBy: string;
  createdAt: Date;
}

const COLUMNS = ['id', 'iid', 'fileName', 'mime', 'size', 'width', 'height', 'etag', 'createdBy', 'createdAt'] as const;

/** An issue's attachments, oldest first. */
export async function listAttachments(db: Db, iid: number): Promise<AttachmentRow[]> {
  return db<AttachmentRow[]>`select ${db(COLUMNS)} from issue_attachments where iid = ${iid} order by id`;
}

export async function countAttachments(db: Db, iid: number): Promise<number> {
  const [row] = await db<{ n: number }[]>`select count(*)::int as n from issue_attachments where iid = ${iid}`;
  return row!.n;
}

export async function findAttachment(db: Db, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db<AttachmentRow[]>`select ${db(COLUMNS)} from issue_attachments where id = ${id}`;
  return row;
}

/** The bytes of an attachment, if it is still there. */
export async function findAttachmentData(db: Db, id: number): Promise<Buffer | undefined> {
  const [row] = await db<{ data: Buffer }[]>`select data from issue_attachments where id = ${id}`;
  return row?.data;
}

export async function insertAttachment(db: Db, values: Omit<AttachmentRow, 'id' | 'createdAt'> & { data: Buffer }): Promise<AttachmentRow> {
  const [row] = await db<AttachmentRow[]>`insert into issue_attachments ${db(values)} returning ${db(COLUMNS)}`;
  return row!;
}

/** Deletes an attachment and returns it as it was; undefined when there is none. */
export async function deleteAttachment(db: Db, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db<AttachmentRow[]>`delete from issue_attachments where id = ${id} returning ${db(COLUMNS)}`;
  return row;
}
