import type { Db } from '../db/sql.ts';

export interface UserRow { id: number; name: string; passwordHash: string; person: string | null }

export async function findUserByName(db: Db, name: string): Promise<UserRow | undefined> {
  const [row] = await db<UserRow[]>`select id, name, password_hash, person from users where name = ${name}`;
  return row;
}

/** Every account's name and person (never its password hash), by name. */
export async function listAccounts(db: Db): Promise<Pick<UserRow, 'name' | 'person'>[]> {
  return db<Pick<UserRow, 'name' | 'person'>[]>`select name, person from users order by name`;
}

/** True when an account other than `name` exists. */
export async function hasAccountsBesides(db: Db, name: string): Promise<boolean> {
  const [row] = await db<{ exists: boolean }[]>`select exists (select 1 from users where name <> ${name}) as exists`;
  return row!.exists;
}

/** Creates the account or resets its password and person. */
export async function upsertUser(db: Db, user: Omit<UserRow, 'id'>): Promise<UserRow> {
  const [row] = await db<UserRow[]>`
    insert into users (name, password_hash, person) values (${user.name}, ${user.passwordHash}, ${user.person})
    on conflict (name) do update set password_hash = excluded.password_hash, person = excluded.person
    returning id, name, password_hash, person`;
  return row!;
}
