import type { Db } from '../db/sql.ts';

/** An attachment: what lists, events and the routes need, and which stored content is its bytes (blob, size). */
export interface AttachmentRow {
  id: number;
  iid: number;
  fileName: string;
  mime: string;
  size: number;
  /** The SHA-256 (hex) of its bytes: their name in the blob store (server/blobs/). */
  blob: string;
  width: number | null;
  height: number | null;
  etag: string;
  /** An issued customer report's version (1, 2, … per NCR); null for an uploaded file. */
  reportVersion: number | null;
  createdBy: string;
  createdAt: Date;
}

const COLUMNS = ['id', 'iid', 'fileName', 'mime', 'size', 'blob', 'width', 'height', 'etag', 'reportVersion', 'createdBy', 'createdAt'] as const;

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

/** The version the next customer report of an issue gets. */
export async function nextReportVersion(db: Db, iid: number): Promise<number> {
  const [row] = await db<{ next: number }[]>`select coalesce(max(report_version), 0)::int + 1 as next from issue_attachments where iid = ${iid}`;
  return row!.next;
}

/** Some attachments of an issue, by id (one that is not the issue's is missing). */
export async function findAttachmentsOfIssue(db: Db, iid: number, ids: readonly number[]): Promise<AttachmentRow[]> {
  return db<AttachmentRow[]>`select ${db(COLUMNS)} from issue_attachments where iid = ${iid} and id = any(${ids as number[]}::int[])`;
}

export async function insertAttachment(db: Db, values: Omit<AttachmentRow, 'id' | 'createdAt'>): Promise<AttachmentRow> {
  const [row] = await db<AttachmentRow[]>`insert into issue_attachments ${db(values)} returning ${db(COLUMNS)}`;
  return row!;
}

/** Deletes an attachment and returns it as it was; undefined when there is none. */
export async function deleteAttachment(db: Db, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db<AttachmentRow[]>`delete from issue_attachments where id = ${id} returning ${db(COLUMNS)}`;
  return row;
}
