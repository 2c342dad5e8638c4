import type { Sql } from '../db/sql.ts';

/** What every command needs: the database and who acts (recorded as modBy and in the audit log). */
export interface CommandContext { sql: Sql; actor: string }
