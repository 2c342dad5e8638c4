// A database for the command tests: fresh and migrated for one test file, with the people list, and a `run`
// that executes commands the way the endpoints do (one outbox write, one transaction) and hands back what the
// write collected, so a test can check the changes of exactly that write.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { Change } from '../../server/changes/change.ts';
import { storedSharedTexts } from '../../server/collab/docStorage.ts';
import type { Write } from '../../server/commands/context.ts';
import { openDatabase } from '../../server/db/open.ts';
import type { Sql } from '../../server/db/sql.ts';
import { outboxWrites } from '../../server/commands/writes.ts';
import type { BlobRef } from '../../server/repositories/blobs.ts';
import { insertPeople } from '../../server/repositories/people.ts';
import { freshDatabase } from './testDatabase.ts';

export const PEOPLE = ['Anna Berger', 'Jonas Weber'];
/** Who acts in the tests' writes (recorded as modBy and in the audit log). */
export const ACTOR = 'tester';

export interface CommandDatabase {
  /**
   * For setting up records and checking what was stored. Never query it inside `run`'s work (build request
   * bodies before): on PGlite there is one connection, which the write's transaction holds, so the test hangs.
   */
  sql: Sql;
  /** Runs `work` as one write: its result and the changes it collected (committed; a failing write throws). */
  run<T>(actor: string, work: (write: Write) => Promise<T>): Promise<{ result: T; changes: Change[] }>;
  /**
   * Runs a write that must fail and returns its error, having checked that it was rolled back: no table
   * (records, events, changes, Yjs updates, kiosk tokens) has a row more or less, and no change was committed.
   */
  runFailing(work: (write: Write) => Promise<unknown>): Promise<{ kind?: string; message: string; body?: Record<string, unknown> }>;
  /** Closes the connections and drops the database (or removes PGlite's temporary directory). */
  close(): Promise<void>;
}

/** A fresh migrated database of the tests' engine (tests/helpers/testDatabase.ts), with PEOPLE. Call in beforeAll. */
export async function openCommandDatabase(): Promise<CommandDatabase> {
  const fresh = await freshDatabase({ prefix: 'stationdesk-commands' });
  const database = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
  const { sql } = database;
  await insertPeople(sql, PEOPLE);
  let committed: Change[] | undefined;
  const writes = outboxWrites(sql, { sharedTexts: storedSharedTexts }, (stored) => { committed = stored.map(({ change }) => change); });
  return {
    sql,
    async run(actor, work) {
      committed = undefined;
      const result = await writes.run(actor, work);
      return { result, changes: committed! };
    },
    async runFailing(work) {
      const before = await rowCounts(sql);
      committed = undefined;
      const error = await writes.run(ACTOR, work).then(
        () => { throw new Error('the write was expected to fail, but it committed'); },
        (caught: unknown) => caught);
      expect(committed).toBeUndefined();
      expect(await rowCounts(sql)).toEqual(before);
      return error as { kind?: string; message: string; body?: Record<string, unknown> };
    },
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

/** The row counts of every table a command writes: equal before and after a failed write means it left nothing. */
export async function rowCounts(sql: Sql): Promise<Record<string, number>> {
  const [row] = await sql<Record<string, number>[]>`
    select (select count(*)::int from stations) as stations, (select count(*)::int from issues) as issues,
      (select count(*)::int from products) as products, (select count(*)::int from station_images) as images,
      (select count(*)::int from events) as events, (select count(*)::int from changes) as changes,
      (select count(*)::int from yjs_updates) as yjs_updates, (select count(*)::int from kiosk_tokens) as kiosk_tokens,
      (select count(*)::int from issue_attachments) as attachments, (select count(*)::int from issue_actions) as actions`;
  return row!;
}

export interface EventRow { actor: string; entity: string; entityId: number; action: string; field: string | null; before: unknown; after: unknown }

/** The audit rows of one record, oldest first. */
export async function eventsOf(sql: Sql, entity: string, entityId: number): Promise<EventRow[]> {
  return sql<EventRow[]>`
    select actor, entity, entity_id, action, field, before, after from events
    where entity = ${entity} and entity_id = ${entityId} order by id`;
}

/** Whose history each audit row of one entity is in, oldest first: 'station:12', 'issue:7', or null (none). */
export async function eventRecordsOf(sql: Sql, entity: string, entityId: number): Promise<(string | null)[]> {
  const rows = await sql<{ record: string | null }[]>`
    select record_kind || ':' || record_id as record from events where entity = ${entity} and entity_id = ${entityId} order by id`;
  return rows.map((row) => row.record);
}

/** A station inserted directly (no command): its sid. */
export async function insertTestStation(sql: Sql, values: Record<string, unknown> = {}): Promise<number> {
  const [row] = await sql<{ sid: number }[]>`
    insert into stations ${sql({ projId: 'P-1000', name: 'Test station', modBy: 'setup', ...values })} returning sid`;
  return row!.sid;
}

/** An issue of station `sid` inserted directly (no command): its iid. */
export async function insertTestIssue(sql: Sql, sid: number, values: Record<string, unknown> = {}): Promise<number> {
  const [row] = await sql<{ iid: number }[]>`
    insert into issues ${sql({ sid, snid: 'NCR-TEST', product: 'GFN', modBy: 'setup', ...values })} returning iid`;
  return row!.iid;
}

/** A record's `modif` as the wire has it (the base of an update). */
export async function modifOf(sql: Sql, table: 'stations' | 'issues', id: number): Promise<string> {
  const [row] = table === 'stations'
    ? await sql<{ modif: Date }[]>`select modif from stations where sid = ${id}`
    : await sql<{ modif: Date }[]>`select modif from issues where iid = ${id}`;
  return row!.modif.toISOString();
}

/**
 * A blob of `data` as BlobStore.put leaves it (a complete row in blobs; the bytes themselves are the store's, which
 * the commands do not read), for a command that names it.
 */
export async function insertTestBlob(sql: Sql, data: Buffer): Promise<BlobRef> {
  const blob = { hash: createHash('sha256').update(data).digest('hex'), size: data.length };
  await sql`insert into blobs (hash, size, complete) values (${blob.hash}, ${blob.size}, true) on conflict do nothing`;
  return blob;
}
