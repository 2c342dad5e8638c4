import type { Db } from '../db/sql.ts';

export async function listPeople(db: Db): Promise<string[]> {
  const rows = await db<{ name: string }[]>`select name from people order by name`;
  return rows.map((row) => row.name);
}

export async function personExists(db: Db, name: string): Promise<boolean> {
  const rows = await db`select 1 from people where name = ${name}`;
  return rows.length > 0;
}

export async function insertPeople(db: Db, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db`insert into people ${db(names.map((name) => ({ name })))} on conflict do nothing`;
}
