import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { migrate } from '../server/db/migrate.ts';

const MIGRATION_FILES = fs.readdirSync(path.resolve(import.meta.dirname, '../migrations')).filter((f) => /^\d{5}_.*\.sql$/.test(f)).sort();
const names = MIGRATION_FILES.map((file) => file.slice(6).replace(/-/g, ' '));

// Several servers starting at once against one PostgreSQL take turns on the migrations (advisory lock).
describe('migrations on PostgreSQL', () => {
  it('apply once when several processes migrate at the same time, and are recorded', async () => {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `stationdesk_migrate_${process.pid}_${Date.now()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const results = await Promise.all([1, 2, 3].map(() => migrate({ url: url.toString() })));
      expect(results.flat()).toEqual(names);
      expect(names[0]).toBe('initial.sql');
      const check = postgres(url.toString(), { max: 1, onnotice: () => {} });
      expect(await check`select migration_id, name from migrations order by migration_id`).toEqual(names.map((name, i) => ({ migration_id: i + 1, name })));
      await expect(check`update events set actor = 'x'`).rejects.toThrow(/append-only/);
      await check.end();
      expect(await migrate({ url: url.toString() })).toEqual([]);
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
