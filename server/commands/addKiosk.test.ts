import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveKiosk } from '../auth/kiosks.ts';
import { ACTOR, eventRecordsOf, openCommandDatabase, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { addKiosk } from './addKiosk.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

async function kioskRows(name: string) {
  return db.sql<{ id: number; tokenHash: string; createdBy: string; revokedAt: Date | null }[]>`
    select id, token_hash, created_by, revoked_at from kiosk_tokens where name = ${name}`;
}

describe('addKiosk', () => {
  it('returns a new token, stores only its hash, and writes a create event (no change: kiosks are not published)', async () => {
    const { result: token, changes } = await db.run(ACTOR, (w) => addKiosk(w, 'Hall A'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const rows = await kioskRows('Hall A');
    expect(rows).toEqual([{ id: expect.any(Number), tokenHash: hashOf(token), createdBy: ACTOR, revokedAt: null }]);
    expect(JSON.stringify(await db.sql`select * from kiosk_tokens`)).not.toContain(token);
    expect(await db.sql`select actor, action, field, before, after from events where entity = 'kiosk' and entity_id = ${rows[0]!.id}`)
      .toEqual([{ actor: ACTOR, action: 'create', field: null, before: null, after: { name: 'Hall A' } }]);
    expect(await eventRecordsOf(db.sql, 'kiosk', rows[0]!.id)).toEqual([null]); // in no record's history
    expect(changes).toEqual([]);
    expect(await resolveKiosk(db.sql, token)).toEqual({ id: rows[0]!.id, name: 'Hall A' });
  });

  it("replaces the named kiosk's token (and lifts a revocation): the old token stops working", async () => {
    const { result: first } = await db.run(ACTOR, (w) => addKiosk(w, 'Hall B'));
    await db.sql`update kiosk_tokens set revoked_at = now() where name = 'Hall B'`;
    const { result: second } = await db.run('someone else', (w) => addKiosk(w, 'Hall B'));
    expect(second).not.toBe(first);
    const rows = await kioskRows('Hall B');
    expect(rows).toEqual([{ id: expect.any(Number), tokenHash: hashOf(second), createdBy: 'someone else', revokedAt: null }]);
    expect(await resolveKiosk(db.sql, first)).toBeUndefined();
    expect(await resolveKiosk(db.sql, second)).toEqual({ id: rows[0]!.id, name: 'Hall B' });
    expect(await db.sql`select count(*)::int as n from events where entity = 'kiosk' and entity_id = ${rows[0]!.id}`).toEqual([{ n: 2 }]);
  });
});
