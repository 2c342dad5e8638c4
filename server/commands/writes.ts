import { ChangeSet } from '../changes/changeSet.ts';
import type { Sql } from '../db/sql.ts';
import { recordWrite, type StoredChange } from '../repositories/changes.ts';
import type { AuditEvent } from '../repositories/events.ts';
import type { SharedTextStore, Write, Writes } from './context.ts';

/**
 * Writes through the transactional outbox: each runs in one transaction, at whose end the audit rows and the
 * changes its commands collected are stored (the `changes` table), so a change commits or rolls back with the
 * data; `committed` gets the changes (with their ids) after the commit (the server's change feed,
 * realtime/changeFeed.ts; the CLI's NOTIFY), then the write's own after-commit tasks run.
 */
export function outboxWrites(sql: Sql, options: { sharedTexts: SharedTextStore }, committed: (stored: StoredChange[]) => void | Promise<void>): Writes {
  return {
    async run<T>(actor: string, work: (write: Write) => Promise<T>): Promise<T> {
      const changes = new ChangeSet();
      const tasks: (() => Promise<void>)[] = [];
      // Statements sent but not awaited (Write.send; the audit and outbox rows): postgres.js sends the COMMIT right
      // behind them. Should one fail, the transaction is aborted and PostgreSQL answers that COMMIT with a rollback:
      // nothing of the write is stored, and the first failure is thrown once the COMMIT is answered.
      const sent: Promise<unknown>[] = [];
      const send = (statement: Promise<unknown>) => {
        statement.catch(() => {}); // awaited below, unless the transaction failed before
        sent.push(statement);
      };
      const events: AuditEvent[] = [];
      let recorded: Promise<StoredChange[]> = Promise.resolve([]);
      const result = await sql.begin(async (tx) => {
        const value = await work({
          tx, actor, changes, sharedTexts: options.sharedTexts, send, audit: (rows) => events.push(...rows), afterCommit: (task) => tasks.push(task),
        });
        recorded = recordWrite(tx, events, changes.list());
        send(recorded);
        return value;
      });
      await Promise.all(sent);
      await committed(await recorded);
      for (const task of tasks) await task();
      return result as T;
    },
  };
}
