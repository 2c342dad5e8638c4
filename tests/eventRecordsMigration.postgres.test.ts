import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import shift from 'postgres-shift';
import { describe, expect, it } from 'vitest';
import { migrate } from '../server/db/migrate.ts';
import { createSql } from '../server/db/sql.ts';
import { freshDatabase } from './helpers/testDatabase.ts';

// migrations/00007_event_records.sql gives the audit rows written before it the record they belong to.
const MIGRATIONS = path.resolve(import.meta.dirname, '../migrations');

describe('migration 00007 (event records) on PostgreSQL', () => {
  it("fills in the record of every row written before it, keeps the table append-only, and requires a record of new rows", async () => {
    const database = await freshDatabase({ migrated: false });
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-migrations-'));
    const sql = createSql({ url: database.databaseUrl! }, { max: 1 });
    try {
      // The database as it was before 00007.
      for (const file of fs.readdirSync(MIGRATIONS).filter((name) => name < '00007')) fs.copyFileSync(path.join(MIGRATIONS, file), path.join(before, file));
      await shift({ sql, path: before });
      const rows: [string, number, string, unknown, unknown][] = [
        ['station', 11, 'create', null, { projId: 'P-11', name: 'Old' }],
        ['station', 11, 'update', 'a', 'b'],
        ['product', 500, 'create', null, { pid: 500, sid: 11, cat: 'GFN', serial: 'S' }],
        ['product', 501, 'delete', { pid: 501, sid: 12, cat: 'GFN', serial: 'S' }, null],
        ['image', 13, 'update', null, { etag: 'e', mime: 'image/png', width: 1, height: 1 }],
        ['issue', 21, 'create', null, { iid: 21, sid: 11 }],
        ['attachment', 900, 'create', null, { iid: 22, name: 'a.pdf' }],
        ['attachment', 901, 'delete', { iid: 23, name: 'b.pdf' }, null],
        ['user', 1, 'create', null, { name: 'anna' }],
        ['kiosk', 2, 'create', null, { name: 'TV' }],
      ];
      for (const [entity, entityId, action, old, now] of rows) {
        await sql`insert into events (actor, entity, entity_id, action, before, after)
          values ('old', ${entity}, ${entityId}, ${action}, ${old === null ? null : sql.json(old as never)}, ${now === null ? null : sql.json(now as never)})`;
      }

      // 00007 and whatever came after it.
      expect((await migrate({ url: database.databaseUrl! }))[0]).toBe('event_records.sql');

      expect((await sql`select entity, entity_id, record_kind, record_id from events order by id`).map((r) => [r.entity, r.entityId, r.recordKind, r.recordId])).toEqual([
        ['station', 11, 'station', 11],
        ['station', 11, 'station', 11],
        ['product', 500, 'station', 11],
        ['product', 501, 'station', 12],
        ['image', 13, 'station', 13],
        ['issue', 21, 'issue', 21],
        ['attachment', 900, 'issue', 22],
        ['attachment', 901, 'issue', 23],
        ['user', 1, null, null],
        ['kiosk', 2, null, null],
      ]);
      await expect(sql`update events set actor = 'x'`).rejects.toThrow(/append-only/);
      await expect(sql`delete from events`).rejects.toThrow(/append-only/);
      await expect(sql`insert into events (actor, entity, entity_id, action) values ('new', 'product', 1, 'create')`).rejects.toThrow(/events_record_check/);
      await expect(sql`insert into events (actor, entity, entity_id, action, record_kind, record_id) values ('new', 'kiosk', 1, 'create', 'station', 1)`)
        .rejects.toThrow(/events_record_check/);
      const indexes = (await sql`select indexname from pg_indexes where tablename = 'events' order by indexname`).map((r) => r.indexname);
      expect(indexes).toEqual(expect.arrayContaining(['events_actor', 'events_feed', 'events_kind', 'events_record']));
    } finally {
      await sql.end();
      await database.drop();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
