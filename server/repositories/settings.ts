import type { Db } from '../db/sql.ts';

export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db<{ value: string }[]>`select value from settings where key = ${key}`;
  return row?.value;
}

export async function putSetting(db: Db, key: string, value: string): Promise<void> {
  await db`insert into settings (key, value) values (${key}, ${value}) on conflict (key) do update set value = excluded.value`;
}
