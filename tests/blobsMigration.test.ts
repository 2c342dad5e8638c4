import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import shift from 'postgres-shift';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../server/auth/password.ts';
import { startEmbeddedDatabase } from '../server/db/embedded.ts';
import { createSql, type Sql } from '../server/db/sql.ts';
import { loadConfig } from '../server/env.ts';
import { upsertUser } from '../server/repositories/users.ts';
import { startServer } from '../server/server.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { insertTestIssue, insertTestStation } from './helpers/commandDatabase.ts';
import { freshDatabase } from './helpers/testDatabase.ts';
import { PASSWORD } from './helpers/testServer.ts';

// migrations/00009_blobs.sql takes the bytes out of the rows of attachments and station images into blob_chunks;
// the embedded server then moves them into files in DATA_DIR/files at its start. What was stored before is served
// as it was, on either engine.
const MIGRATIONS = path.resolve(import.meta.dirname, '../migrations');

describe('files stored before migration 00009', () => {
  it('are served as they were, each content stored once (on the embedded engine as files), names without bidi controls', async () => {
    const database = await freshDatabase({ migrated: false });
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-migrations-'));
    for (const file of fs.readdirSync(MIGRATIONS).filter((name) => name < '00009')) fs.copyFileSync(path.join(MIGRATIONS, file), path.join(before, file));
    const image = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#468' } }).png().toBuffer();
    const document = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Length 0 >>\nstream\n'), randomBytes(600 * 1024), Buffer.from('\nendstream\nendobj\n%%EOF\n')]);
    let sid = 0;
    const ids: number[] = [];

    // The database as it was before 00009, with a station image and three attachments (two of one content).
    const embedded = database.databaseUrl ? null : await startEmbeddedDatabase(database.dataDir);
    const connect = (): Sql => (database.databaseUrl ? createSql({ url: database.databaseUrl }, { max: 1 }) : createSql({ socketPath: path.join(database.dataDir, '.s.PGSQL.5432') }, { max: 1 }));
    let sql = connect();
    try {
      await shift({ sql, path: before });
      sid = await insertTestStation(sql);
      const iid = await insertTestIssue(sql, sid);
      await sql`insert into station_images (sid, data, mime, width, height, etag) values (${sid}, ${image}, 'image/png', 30, 20, 'old-image')`;
      for (const [name, data, mime] of [['report.pdf', document, 'application/pdf'], ['copy\u202efdp.exe', document, 'application/pdf'], ['photo.png', image, 'image/png']] as const) {
        const [row] = await sql<{ id: number }[]>`insert into issue_attachments (iid, file_name, mime, size, etag, data, created_by)
          values (${iid}, ${name}, ${mime}, ${data.length}, 'old', ${data}, 'setup') returning id`;
        ids.push(row!.id);
      }
    } finally {
      await sql.end();
      await embedded?.stop();
    }

    const server = await startServer({ ...loadConfig({ DATA_DIR: database.dataDir }), port: 0, host: '127.0.0.1', databaseUrl: database.databaseUrl }, { demo: false, clientDir: path.join(database.dataDir, 'no-client') });
    sql = connect();
    try {
      await upsertUser(sql, { name: 'anna', passwordHash: await hashPassword(PASSWORD), person: null });
      const anna = new ApiClient(server.url);
      await anna.login('anna', PASSWORD);
      const bytes = async (url: string) => Buffer.from(await (await anna.get(url)).arrayBuffer());
      expect((await bytes(`/api/stations/${sid}/image`)).equals(image)).toBe(true);
      expect((await bytes(`/api/attachments/${ids[0]}`)).equals(document)).toBe(true);
      expect((await bytes(`/api/attachments/${ids[1]}`)).equals(document)).toBe(true);
      expect((await bytes(`/api/attachments/${ids[2]}`)).equals(image)).toBe(true);
      expect((await sql`select file_name from issue_attachments order by id`).map((row) => row.fileName)).toEqual(['report.pdf', 'copyfdp.exe', 'photo.png']);

      const hashes = [document, image].map((data) => createHash('sha256').update(data).digest('hex')).sort();
      expect((await sql`select hash from blobs order by hash`).map((row) => row.hash)).toEqual(hashes);
      const chunks = (await sql<{ n: number }[]>`select count(*)::int as n from blob_chunks`)[0]!.n;
      const files = hashes.filter((hash) => fs.existsSync(path.join(database.dataDir, 'files', hash.slice(0, 2), hash)));
      // PostgreSQL: 600 KiB in 256 KiB chunks and the image in one; the embedded engine: files, no chunks left.
      expect({ chunks, files: files.length }).toEqual(database.databaseUrl ? { chunks: 4, files: 0 } : { chunks: 0, files: 2 });
    } finally {
      await sql.end();
      await server.close();
      await database.drop();
      fs.rmSync(before, { recursive: true, force: true });
    }
  }, 120_000); // a PGlite of its own: initdb and every migration, no template
});
