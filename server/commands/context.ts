import type { Sql } from '../db/sql.ts';
import type { Announce } from '../realtime/changes.ts';

/**
 * What every command needs: the database, who acts (recorded as modBy and in the audit log), and where to
 * announce what it changed — called only after the transaction committed.
 */
export interface CommandContext { sql: Sql; actor: string; announce: Announce }
