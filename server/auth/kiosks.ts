import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/sql.ts';
import { appendEvents } from '../repositories/events.ts';
import { findLiveKiosk, insertKioskToken, revokeKiosk } from '../repositories/kioskTokens.ts';

/** The cookie a wall screen keeps after opening a page with ?kiosk=TOKEN; it does not expire by inactivity. */
export const KIOSK_COOKIE = 'sd_kiosk';
export const KIOSK_COOKIE_MAX_AGE_MS = 10 * 365 * 86_400_000;
/** The pages a kiosk token opens; everything else needs a staff session. */
export const KIOSK_PAGES = ['/ncr/board', '/world'];

export interface Kiosk { id: number; name: string }

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Creates (or replaces) the named kiosk's token; the token is shown once and stored only as a hash. */
export async function createKiosk(sql: Sql, name: string, actor: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await sql.begin(async (tx) => {
    const row = await insertKioskToken(tx, name, tokenHash(token), actor);
    await appendEvents(tx, [{ actor, entity: 'kiosk', entityId: row.id, action: 'create', after: { name } }]);
  });
  return token;
}

export async function resolveKiosk(sql: Sql, token: string): Promise<Kiosk | undefined> {
  const row = await findLiveKiosk(sql, tokenHash(token));
  return row ? { id: row.id, name: row.name } : undefined;
}

/** Revokes the named kiosk's token: the kiosk it was, or undefined when there is no live one. */
export async function removeKiosk(sql: Sql, name: string, actor: string): Promise<Kiosk | undefined> {
  return sql.begin(async (tx) => {
    const row = await revokeKiosk(tx, name);
    if (!row) return undefined;
    await appendEvents(tx, [{ actor, entity: 'kiosk', entityId: row.id, action: 'delete', before: { name } }]);
    return { id: row.id, name: row.name };
  });
}
