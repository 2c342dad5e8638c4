import { parse as parseCookies } from 'cookie';
import type { Sql } from '../db/sql.ts';
import { KIOSK_COOKIE, resolveKiosk, type Kiosk } from './kiosks.ts';
import { resolveSession, SESSION_COOKIE, type SessionUser } from './sessions.ts';

export type CookieIdentity = { user: SessionUser; kiosk?: undefined } | { user?: undefined; kiosk: Kiosk } | null;

/** Who a websocket handshake comes from, by its cookies: a live staff session first, else a kiosk screen. */
export async function identifyByCookies(sql: Sql, sessionTtlMs: number, cookieHeader: string | undefined, { keepAlive = true } = {}): Promise<CookieIdentity> {
  const cookies = parseCookies(cookieHeader ?? '');
  const token = cookies[SESSION_COOKIE];
  const user = token ? await resolveSession(sql, token, sessionTtlMs, { keepAlive }) : undefined;
  if (user) return { user };
  const kioskToken = cookies[KIOSK_COOKIE];
  const kiosk = kioskToken ? await resolveKiosk(sql, kioskToken) : undefined;
  return kiosk ? { kiosk } : null;
}
