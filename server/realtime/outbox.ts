import type { Change } from '../changes/change.ts';
import { ChangeSet } from '../changes/changeSet.ts';
import type { SharedTextStore, Write, Writes } from '../commands/context.ts';
import type { Sql } from '../db/sql.ts';
import { pruneChanges, recordWrite, type StoredChange } from '../repositories/changes.ts';
import type { AuditEvent } from '../repositories/events.ts';
import { changeAnnouncer } from './changeAnnouncer.ts';
import { CHANGES_KEEP_MS, listenForChanges } from './changeListener.ts';

export interface ChangeFeed {
  /** Where writes run: their changes are stored with the data and published after commit. */
  writes: Writes;
  /** Resolves once this node hears every node's changes; serve clients only then. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedHandlers {
  /** Publishes a committed change to this node's own clients. */
  publish(change: Change): void;
  /** Runs on the node that made a change, after its commit (the live Yjs docs follow it). */
  follow(change: Change): void;
  /** Whether another server node is up to hear of a change (the nodes know each other by their heartbeats). */
  othersUp(): Promise<boolean>;
  log(message: string, error: unknown): void;
}

const PRUNE_EVERY_MS = 60_000;

/**
 * The transactional outbox. A write collects what its commands changed and stores it in the `changes` table
 * at the end of its transaction, so the change commits or rolls back with the data. After the commit the
 * writer publishes it to its own clients at once and, on PostgreSQL, NOTIFYs it (changeAnnouncer.ts) for the
 * other nodes, each of which publishes it to its own clients (see listenForChanges, which also finds the
 * changes of a writer that died before it could announce them). The write is answered once committed, without
 * waiting for that NOTIFY's round trip: the other nodes hear of it within milliseconds all the same, and what
 * a node dying in between leaves unannounced they find in the outbox. A node that knows of no other node
 * announces nothing (no one would hear it): a node starting up is known to the others from its first heartbeat,
 * sent as it starts, and what it misses before they know of it, or while they lose sight of it, it finds in the
 * outbox too, within seconds. The embedded database serves one node and has no LISTEN: there is only the writer.
 */
export function startChangeFeed(sql: Sql, options: { notify: boolean; sharedTexts: SharedTextStore }, handlers: ChangeFeedHandlers): ChangeFeed {
  const listener = options.notify ? listenForChanges(sql, handlers.publish, handlers.log) : null;

  const prune = setInterval(() => {
    listener?.forgetOld();
    pruneChanges(sql, CHANGES_KEEP_MS).catch((error: unknown) => handlers.log('pruning old changes failed', error));
  }, PRUNE_EVERY_MS);
  prune.unref();

  const announce = options.notify ? changeAnnouncer(sql, handlers.log) : null;
  /** Resolves once every change announced so far was sent (the announcer sends in order, and never rejects). */
  let announced = Promise.resolve();
  const writes = outboxWrites(sql, options, (stored) => {
    if (announce) announced = handlers.othersUp().catch(() => true).then((up) => (up ? announce(stored) : undefined));
    for (const { id, change } of stored) {
      if (listener) listener.publishOwn(id, change);
      else handlers.publish(change);
      handlers.follow(change);
    }
  });

  return {
    writes,
    ready: listener?.ready ?? Promise.resolve(),
    async close() {
      clearInterval(prune);
      await announced;
      await listener?.close();
    },
  };
}

/**
 * Writes through the outbox: each runs in one transaction, at whose end the audit rows and the changes its
 * commands collected are stored; `committed` gets the changes (with their ids) after the commit, then the
 * write's own after-commit tasks run.
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
