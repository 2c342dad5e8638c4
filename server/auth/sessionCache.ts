import type { Sql } from '../db/sql.ts';
import { endSession, lookUpSession, type LiveSession, type SessionUser } from './sessions.ts';

/**
 * How long a node answers a session cookie from memory before it asks the database again. Short, because
 * what no node announces (a user's person changed by the CLI, a session row deleted by hand) shows only
 * after it; every ended session is announced (see SessionCache).
 */
export const SESSION_CACHE_MS = 10_000;

/**
 * The sessions of the HTTP requests, looked up once per cookie and SESSION_CACHE_MS instead of on every
 * request (a round trip to the database that every API call paid). A session that ends is forgotten at once
 * on every node: this node's logout or new login ends it through end(), and announces it (credentials_ended,
 * credentialWatch.ts), which every node hears and answers with forgetUser() before the logout is answered;
 * after a node's listening connection was away (notices may have been lost) it drops its whole cache. Idle
 * expiry holds: an entry lives no longer than its session would without further activity, and the lookups of
 * an active session keep touching it (sessions.ts).
 */
export interface SessionCache {
  /** The signed-in user of a cookie token, when its session is alive. */
  resolve(token: string): Promise<SessionUser | undefined>;
  /** Ends a session: deletes it, then forgets it on this node. */
  end(token: string): Promise<void>;
  /** Forgets every session of a user on this node (one of them ended, here or on another node). */
  forgetUser(userId: number): void;
  /** Forgets every session on this node. */
  clear(): void;
}

/** Where sessions are stored (sessions.ts on the database; tests pass their own). */
export interface SessionStore {
  lookUp(token: string): Promise<LiveSession | undefined>;
  end(token: string): Promise<void>;
}

/** The sessions table, as the server's requests use it (each lookup keeps its session alive). */
export const storedSessions = (sql: Sql, ttlMs: number): SessionStore => ({
  lookUp: (token) => lookUpSession(sql, token, ttlMs),
  end: (token) => endSession(sql, token),
});

interface Entry {
  /** When the lookup started; entries are kept in this order. */
  at: number;
  expires: number;
  session: Promise<LiveSession | undefined>;
  /** Known once the lookup answered. */
  userId?: number;
}

export function sessionCache(store: SessionStore, ttlMs: number, lifetimeMs = SESSION_CACHE_MS): SessionCache {
  const entries = new Map<string, Entry>();

  const dropExpired = (now: number) => {
    for (const [token, entry] of entries) {
      if (entry.at + lifetimeMs > now) break;
      entries.delete(token);
    }
  };

  /**
   * Concurrent requests of one cookie share one lookup. A lookup that an end() or forgetUser() overtook is
   * no longer in the map when it answers, so what it read before the session ended is never kept.
   */
  const lookUp = (token: string, now: number): Entry => {
    const entry: Entry = { at: now, expires: now + lifetimeMs, session: store.lookUp(token) };
    entries.delete(token);
    entries.set(token, entry);
    entry.session.then((session) => {
      if (entries.get(token) !== entry) return;
      if (!session) entries.delete(token);
      else {
        entry.userId = session.user.userId;
        entry.expires = Math.min(entry.expires, session.lastSeen + ttlMs);
      }
    }, () => { if (entries.get(token) === entry) entries.delete(token); });
    return entry;
  };

  return {
    async resolve(token) {
      const now = Date.now();
      dropExpired(now);
      const kept = entries.get(token);
      const entry = kept && kept.expires > now ? kept : lookUp(token, now);
      return (await entry.session)?.user;
    },
    async end(token) {
      await store.end(token);
      entries.delete(token);
    },
    forgetUser(userId) {
      // A lookup still under way may be of this user: it is dropped too.
      for (const [token, entry] of entries) if (entry.userId === undefined || entry.userId === userId) entries.delete(token);
    },
    clear: () => entries.clear(),
  };
}
