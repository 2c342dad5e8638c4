import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/sql.ts';
import { findLiveKiosk } from '../repositories/kioskTokens.ts';

/** The cookie a wall screen keeps after opening a page with ?kiosk=TOKEN; it does not expire by inactivity. */
export const KIOSK_COOKIE = 'sd_kiosk';
export const KIOSK_COOKIE_MAX_AGE_MS = 10 * 365 * 86_400_000;

export interface Kiosk { id: number; name: string }

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new kiosk token and the hash it is stored as. */
export function kioskToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export async function resolveKiosk(sql: Sql, token: string): Promise<Kiosk | undefined> {
  const row = await findLiveKiosk(sql, tokenHash(token));
  return row ? { id: row.id, name: row.name } : undefined;
}
