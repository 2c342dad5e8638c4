import type { Db } from '../db/sql.ts';

/** One stored Yjs update of a doc; ids grow with every append (a snapshot gets a new, higher id). */
export interface DocUpdateRow { id: string; update: Uint8Array }

export async function listDocUpdates(db: Db, doc: string): Promise<DocUpdateRow[]> {
  return db<DocUpdateRow[]>`select id, update from yjs_updates where doc = ${doc} order by id`;
}

/** The given updates of a doc that still exist (a compaction may have folded some into a snapshot). */
export async function findDocUpdates(db: Db, doc: string, ids: string[]): Promise<DocUpdateRow[]> {
  return db<DocUpdateRow[]>`select id, update from yjs_updates where doc = ${doc} and id = any(${ids}::bigint[]) order by id`;
}

export async function appendDocUpdate(db: Db, doc: string, update: Uint8Array): Promise<string> {
  const [row] = await db<{ id: string }[]>`insert into yjs_updates (doc, update) values (${doc}, ${Buffer.from(update)}) returning id`;
  return row!.id;
}

/** Replaces the updates of a doc up to `upToId` with one snapshot holding them all. */
export async function replaceDocUpdates(db: Db, doc: string, upToId: string, snapshot: Uint8Array): Promise<void> {
  await db`delete from yjs_updates where doc = ${doc} and id <= ${upToId}`;
  await db`insert into yjs_updates (doc, update) values (${doc}, ${Buffer.from(snapshot)})`;
}

export async function deleteDocs(db: Db, docs: string[]): Promise<void> {
  if (docs.length > 0) await db`delete from yjs_updates where doc = any(${docs})`;
}

/** Tells the other server nodes that a doc has new updates (its payload: see CollabNotice). */
export async function notifyDocUpdate(db: Db, payload: string): Promise<void> {
  await db`select pg_notify(${DOC_CHANNEL}, ${payload})`;
}

export const DOC_CHANNEL = 'yjs_updates';
