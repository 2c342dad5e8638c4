import type { Sql } from '../db/sql.ts';
import type { Outbox } from '../realtime/outbox.ts';

/**
 * What every command needs: the database, who acts (recorded as modBy and in the audit log), and the outbox,
 * whose transaction a write runs in: it records what changed with the data, and publishes it after commit.
 */
export interface CommandContext { sql: Sql; actor: string; outbox: Outbox }
