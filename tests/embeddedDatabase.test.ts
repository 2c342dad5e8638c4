import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../server/db/embedded.ts';
import { createSql } from '../server/db/sql.ts';

// The embedded PGlite serves several processes' connections on one session: their queries must not mix.
let dataDir: string;
let embedded: EmbeddedDatabase;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-embedded-'));
  embedded = await startEmbeddedDatabase(dataDir);
});
afterAll(async () => {
  await embedded?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('keeps the parameterised queries of concurrent connections apart', async () => {
    const clients = [1, 2, 3, 4].map(() => createSql({ socketPath: embedded.socketPath }));
    try {
      const results = await Promise.all(Array.from({ length: 400 }, async (_, i) => {
        const sql = clients[i % clients.length]!;
        const [row] = await sql<{ n: number; t: string }[]>`select ${i}::int as n, ${`text ${i}`}::text as t`;
        return row;
      }));
      results.forEach((row, i) => expect(row).toEqual({ n: i, t: `text ${i}` }));
    } finally {
      await Promise.all(clients.map((sql) => sql.end()));
    }
  });

  it('runs one connection\'s transaction without the others\' statements inside it, and rolls back a dropped one', async () => {
    const a = createSql({ socketPath: embedded.socketPath });
    const b = createSql({ socketPath: embedded.socketPath });
    try {
      await a`create table if not exists probe (id int primary key, who text)`;
      const inside = a.begin(async (tx) => {
        await tx`insert into probe values (1, 'a')`;
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx`insert into probe values (2, 'a')`;
        throw new Error('roll back');
      }).catch((error: Error) => error.message);
      const outside = b`insert into probe values (3, 'b')`;
      expect(await inside).toBe('roll back');
      await outside;
      expect(await b`select id, who from probe order by id`).toEqual([{ id: 3, who: 'b' }]);
    } finally {
      await a.end();
      await b.end();
    }
  });
});
