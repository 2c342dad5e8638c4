import type { Sql } from '../db/sql.ts';
import { identifyByCookies, type CookieIdentity } from './cookieIdentity.ts';

/** How often open websockets (Socket.IO and Yjs) re-check the session or kiosk token they were opened with. */
export const CREDENTIAL_RECHECK_MS = 30_000;

export interface CredentialWatch {
  /**
   * Calls end() once the cookies a websocket was opened with stop naming the same user or kiosk: the session
   * ended (logout, idle, or deleted) or the kiosk token was revoked, on any node. Returns the way to stop watching.
   */
  track(cookieHeader: string | undefined, identity: NonNullable<CookieIdentity>, end: () => void): () => void;
  close(): void;
}

interface Watched { cookieHeader: string; who: string; end: () => void }

const whoIs = (identity: CookieIdentity) => (identity === null ? 'nobody' : identity.user ? `user:${identity.user.userId}` : `kiosk:${identity.kiosk.id}`);

/** Re-resolves the cookies of every open websocket of this node now and then (each distinct cookie once),
 * without counting as activity: an open tab alone does not keep a session alive. */
export function watchCredentials(sql: Sql, sessionTtlMs: number, log: (error: unknown) => void, intervalMs = CREDENTIAL_RECHECK_MS): CredentialWatch {
  const watched = new Set<Watched>();
  let checking = false;

  async function check(): Promise<void> {
    const byCookie = new Map<string, Watched[]>();
    for (const entry of watched) byCookie.set(entry.cookieHeader, [...(byCookie.get(entry.cookieHeader) ?? []), entry]);
    for (const [cookieHeader, entries] of byCookie) {
      const who = whoIs(await identifyByCookies(sql, sessionTtlMs, cookieHeader, { keepAlive: false }));
      for (const entry of entries) {
        if (entry.who !== who && watched.delete(entry)) entry.end();
      }
    }
  }

  const timer = setInterval(() => {
    if (checking || watched.size === 0) return;
    checking = true;
    check().catch(log).finally(() => { checking = false; });
  }, intervalMs);
  timer.unref();

  return {
    track(cookieHeader, identity, end) {
      const entry = { cookieHeader: cookieHeader ?? '', who: whoIs(identity), end };
      watched.add(entry);
      return () => { watched.delete(entry); };
    },
    close() {
      clearInterval(timer);
      watched.clear();
    },
  };
}
