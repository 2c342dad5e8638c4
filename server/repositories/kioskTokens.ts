import type { Db } from '../db/sql.ts';

export interface KioskRow { id: number; name: string; createdBy: string; createdAt: Date; revokedAt: Date | null }

export async function insertKioskToken(db: Db, name: string, tokenHash: string, createdBy: string): Promise<KioskRow> {
  const [row] = await db<KioskRow[]>`
    insert into kiosk_tokens (name, token_hash, created_by) values (${name}, ${tokenHash}, ${createdBy})
    on conflict (name) do update set token_hash = excluded.token_hash, created_by = excluded.created_by,
      created_at = now(), revoked_at = null
    returning id, name, created_by, created_at, revoked_at`;
  return row!;
}

export async function findLiveKiosk(db: Db, tokenHash: string): Promise<KioskRow | undefined> {
  const [row] = await db<KioskRow[]>`
    select id, name, created_by, created_at, revoked_at from kiosk_tokens where token_hash = ${tokenHash} and revoked_at is null`;
  return row;
}

export async function revokeKiosk(db: Db, name: string): Promise<KioskRow | undefined> {
  const [row] = await db<KioskRow[]>`
    update kiosk_tokens set revoked_at = now() where name = ${name} and revoked_at is null
    returning id, name, created_by, created_at, revoked_at`;
  return row;
}

export async function listKiosks(db: Db): Promise<KioskRow[]> {
  return db<KioskRow[]>`select id, name, created_by, created_at, revoked_at from kiosk_tokens order by name`;
}

/** When a kiosk token was last revoked (as text, to compare), or null: a cheap sign that one was. */
export async function latestKioskRevocation(db: Db): Promise<string | null> {
  const [row] = await db<{ at: string | null }[]>`select max(revoked_at)::text as at from kiosk_tokens`;
  return row?.at ?? null;
}
