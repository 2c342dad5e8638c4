import { parse as parseCookies } from 'cookie';
import type { Sql } from '../db/sql.ts';
import { KIOSK_COOKIE, resolveKiosk, type Kiosk } from './kiosks.ts';
import type { SessionCache } from './sessionCache.ts';
import { resolveSession, SESSION_COOKIE, type SessionUser } from './sessions.ts';

/** Someone who calls: a staff member with a live session, or a wall screen with a kiosk token (it may read lists, never write). */
export type Identity = { kind: 'staff'; user: SessionUser } | { kind: 'kiosk'; kiosk: Kiosk };
/** Who calls; null for nobody known. */
export type Caller = Identity | null;

/** The request headers a caller is known by: the session and kiosk cookies. */
export interface Credentials { cookie?: string | undefined }

/**
 * Where a session cookie is looked up. `request`: in the session cache (an HTTP call, which would otherwise
 * cost a round trip to the database each; see sessionCache.ts). `connect`: in the database, keeping the
 * session alive (a websocket opening). `check`: in the database without keeping it alive (a handshake's first
 * look, the re-check of open websockets: not the user's activity).
 */
export type SessionLookup = 'request' | 'connect' | 'check';

export type Identify = (credentials: Credentials, lookup?: SessionLookup) => Promise<Caller>;

/**
 * Who calls, by the credentials a request carries, for the HTTP calls, the Socket.IO handshake and the /yjs
 * upgrade alike: a live staff session first, else a kiosk token that is not revoked, else nobody.
 */
export function identifier(sql: Sql, sessions: SessionCache, sessionTtlMs: number): Identify {
  return async (credentials, lookup = 'request') => {
    const cookies = parseCookies(credentials.cookie ?? '');
    const token = cookies[SESSION_COOKIE];
    if (token) {
      const user = lookup === 'request' ? await sessions.resolve(token) : await resolveSession(sql, token, sessionTtlMs, { keepAlive: lookup === 'connect' });
      if (user) return { kind: 'staff', user };
    }
    const kioskToken = cookies[KIOSK_COOKIE];
    const kiosk = kioskToken ? await resolveKiosk(sql, kioskToken) : undefined;
    return kiosk ? { kind: 'kiosk', kiosk } : null;
  };
}
