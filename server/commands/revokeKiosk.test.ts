import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveKiosk } from '../auth/kiosks.ts';
import { ACTOR, openCommandDatabase, rowCounts, type CommandDatabase } from '../../tests/helpers/commandDatabase.ts';
import { addKiosk } from './addKiosk.ts';
import { revokeKiosk } from './revokeKiosk.ts';

let db: CommandDatabase;
beforeAll(async () => { db = await openCommandDatabase(); });
afterAll(async () => { await db?.close(); });

describe('revokeKiosk', () => {
  it('revokes the live token of the named kiosk, returns the kiosk and writes a delete event', async () => {
    const { result: token } = await db.run(ACTOR, (w) => addKiosk(w, 'Lobby'));
    const { result, changes } = await db.run(ACTOR, (w) => revokeKiosk(w, 'Lobby'));

    const [row] = await db.sql<{ id: number; revokedAt: Date | null }[]>`select id, revoked_at from kiosk_tokens where name = 'Lobby'`;
    expect(result).toEqual({ id: row!.id, name: 'Lobby' });
    expect(row!.revokedAt).toBeInstanceOf(Date);
    expect(await resolveKiosk(db.sql, token)).toBeUndefined();
    expect(await db.sql`select actor, action, field, before, after from events where entity = 'kiosk' and entity_id = ${row!.id} order by id`).toEqual([
      { actor: ACTOR, action: 'create', field: null, before: null, after: { name: 'Lobby' } },
      { actor: ACTOR, action: 'delete', field: null, before: { name: 'Lobby' }, after: null },
    ]);
    expect(changes).toEqual([]);
  });

  it('returns undefined, writing nothing, for an unknown name and for a kiosk already revoked', async () => {
    await db.run(ACTOR, (w) => addKiosk(w, 'Revoked twice'));
    await db.run(ACTOR, (w) => revokeKiosk(w, 'Revoked twice'));
    const before = await rowCounts(db.sql);
    expect((await db.run(ACTOR, (w) => revokeKiosk(w, 'No such kiosk'))).result).toBeUndefined();
    expect((await db.run(ACTOR, (w) => revokeKiosk(w, 'Revoked twice'))).result).toBeUndefined();
    expect(await rowCounts(db.sql)).toEqual(before);
  });
});
