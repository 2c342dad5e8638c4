import path from 'node:path';
import { fileURLToPath } from 'node:url';
import shift from 'postgres-shift';
import { createSql, type SqlTarget } from './sql.ts';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
/** Arbitrary constant naming the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_ID = 727_172_001;

/**
 * Applies the pending migrations of migrations/ in one transaction, recorded in the `migrations` table.
 * A dedicated single connection holds a session advisory lock for the whole run, so servers starting at once
 * take turns.
 */
export async function migrate(target: SqlTarget): Promise<string[]> {
  const sql = createSql(target, { max: 1 });
  const applied: string[] = [];
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await shift({ sql, path: MIGRATIONS_DIR, after: (m: { name: string }) => { applied.push(m.name); } });
    await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await sql.end();
  }
  return applied;
}
