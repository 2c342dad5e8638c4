import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/sql.ts';
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession, touchSession } from '../repositories/sessions.ts';

export const SESSION_COOKIE = 'sd_session';
/** last_seen is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionUser { userId: number; name: string; person: string }

const sessionId = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Starts a new session (a fresh id at every login) and returns the cookie token. */
export async function startSession(db: Db, userId: number, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deleteExpiredSessions(db, ttlMs);
  await insertSession(db, sessionId(token), userId);
  return token;
}

/** The signed-in user of a cookie token, when its session is alive; keeps the session alive unless told not to
 * (a background re-check is not the user's activity). */
export async function resolveSession(db: Db, token: string, ttlMs: number, { keepAlive = true } = {}): Promise<SessionUser | undefined> {
  const id = sessionId(token);
  const row = await findLiveSession(db, id, ttlMs);
  if (!row) return undefined;
  if (keepAlive && Date.now() - row.lastSeen.getTime() > TOUCH_INTERVAL_MS) await touchSession(db, id);
  return { userId: row.userId, name: row.name, person: row.person ?? '' };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, sessionId(token));
}
