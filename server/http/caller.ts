import { parse as parseCookies } from 'cookie';
import { KIOSK_COOKIE, resolveKiosk, type Kiosk } from '../auth/kiosks.ts';
import { SESSION_COOKIE, type SessionUser } from '../auth/sessions.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import type { AppContext } from './context.ts';

/** Who sends a request, by its cookies: a signed-in user (when the session is alive), or a wall screen's kiosk token. */
export interface Caller {
  user?: SessionUser;
  sessionToken?: string;
  /** A wall screen signed in with a kiosk token: it may read lists, never write. */
  kiosk?: Kiosk;
}

/** The caller of a request with these cookies (the session from memory, see sessionCache.ts). */
export async function callerOf(ctx: Pick<AppContext, 'sql' | 'sessions'>, cookieHeader: string | undefined): Promise<Caller> {
  const cookies = parseCookies(cookieHeader ?? '');
  const caller: Caller = {};
  const token = cookies[SESSION_COOKIE];
  if (token) {
    caller.sessionToken = token;
    caller.user = await ctx.sessions.resolve(token);
  }
  const kioskToken = cookies[KIOSK_COOKIE];
  if (kioskToken && !caller.user) caller.kiosk = await resolveKiosk(ctx.sql, kioskToken);
  return caller;
}

/** The signed-in user; 401 without one, 403 for a kiosk screen (read-only). */
export function requireUser(caller: Caller): SessionUser {
  if (caller.user) return caller.user;
  if (caller.kiosk) throw forbidden('Kiosk screens are read-only');
  throw unauthenticated();
}

/** Who may read: a signed-in user or a kiosk screen; 401 otherwise. Returns the name to record. */
export function requireReader(caller: Caller): string {
  if (caller.user) return caller.user.name;
  if (caller.kiosk) return `kiosk:${caller.kiosk.name}`;
  throw unauthenticated();
}
