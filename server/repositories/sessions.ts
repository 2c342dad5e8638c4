import type { Db } from '../db/sql.ts';

export interface SessionUserRow { userId: number; name: string; person: string | null; lastSeen: Date }

export async function insertSession(db: Db, id: string, userId: number): Promise<void> {
  await db`insert into sessions (id, user_id) values (${id}, ${userId})`;
}

/** The session's user when the session was seen within the lifetime. */
export async function findLiveSession(db: Db, id: string, ttlMs: number): Promise<SessionUserRow | undefined> {
  const [row] = await db<SessionUserRow[]>`
    select u.id as user_id, u.name, u.person, s.last_seen
    from sessions s join users u on u.id = s.user_id
    where s.id = ${id} and s.last_seen > now() - ${ttlMs} * interval '1 millisecond'`;
  return row;
}

export async function touchSession(db: Db, id: string): Promise<void> {
  await db`update sessions set last_seen = now() where id = ${id}`;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db`delete from sessions where id = ${id}`;
}

export async function deleteExpiredSessions(db: Db, ttlMs: number): Promise<void> {
  await db`delete from sessions where last_seen <= now() - ${ttlMs} * interval '1 millisecond'`;
}
