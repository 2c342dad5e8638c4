import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/sql.ts';
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession, touchSession } from '../repositories/sessions.ts';

export const SESSION_COOKIE = 'sd_session';
/** last_seen is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionUser { userId: number; name: string; person: string }

/** A live session: its user, and when it was last seen (ms since the epoch, after this lookup's own touch). */
export interface LiveSession { user: SessionUser; lastSeen: number }

const sessionId = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Starts a new session (a fresh id at every login) and returns the cookie token. */
export async function startSession(db: Db, userId: number, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deleteExpiredSessions(db, ttlMs);
  await insertSession(db, sessionId(token), userId);
  return token;
}

/** The live session of a cookie token; keeps it alive unless told not to (a background re-check is not the user's activity). */
export async function lookUpSession(db: Db, token: string, ttlMs: number, { keepAlive = true } = {}): Promise<LiveSession | undefined> {
  const id = sessionId(token);
  const row = await findLiveSession(db, id, ttlMs);
  if (!row) return undefined;
  let lastSeen = row.lastSeen.getTime();
  if (keepAlive && Date.now() - lastSeen > TOUCH_INTERVAL_MS) {
    await touchSession(db, id);
    lastSeen = Date.now();
  }
  return { user: { userId: row.userId, name: row.name, person: row.person ?? '' }, lastSeen };
}

/** The signed-in user of a cookie token, when its session is alive (see lookUpSession). */
export async function resolveSession(db: Db, token: string, ttlMs: number, options: { keepAlive?: boolean } = {}): Promise<SessionUser | undefined> {
  return (await lookUpSession(db, token, ttlMs, options))?.user;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, sessionId(token));
}
