import type { Change } from '../changes/change.ts';
import { ChangeSet } from '../changes/changeSet.ts';
import type { SharedTextStore, Write, Writes } from '../commands/context.ts';
import type { Sql } from '../db/sql.ts';
import { insertAndNotifyChange, insertChange, pruneChanges } from '../repositories/changes.ts';
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
  log(message: string, error: unknown): void;
}

const PRUNE_EVERY_MS = 60_000;

/**
 * The transactional outbox. A write collects what its commands changed and stores it in the `changes` table
 * at the end of its transaction, so the change commits or rolls back with the data. On PostgreSQL the same
 * transaction NOTIFYs it, which PostgreSQL delivers at commit to every node (the writer too, and even if the
 * writer dies right after committing); each node publishes to its own clients (see listenForChanges). The
 * embedded database serves one node and has no LISTEN: there the writer publishes in process after commit.
 */
export function startChangeFeed(sql: Sql, options: { notify: boolean; sharedTexts: SharedTextStore }, handlers: ChangeFeedHandlers): ChangeFeed {
  const listener = options.notify ? listenForChanges(sql, handlers.publish, handlers.log) : null;

  const prune = setInterval(() => {
    listener?.forgetOld();
    pruneChanges(sql, CHANGES_KEEP_MS).catch((error: unknown) => handlers.log('pruning old changes failed', error));
  }, PRUNE_EVERY_MS);
  prune.unref();

  const writes = outboxWrites(sql, options, (changes) => {
    for (const change of changes) {
      if (!listener) handlers.publish(change);
      handlers.follow(change);
    }
  });

  return {
    writes,
    ready: listener?.ready ?? Promise.resolve(),
    async close() {
      clearInterval(prune);
      await listener?.close();
    },
  };
}

/**
 * Writes through the outbox: each runs in one transaction, at whose end the changes its commands collected
 * are stored (and NOTIFYed, on PostgreSQL); `committed` gets them after the commit, then the write's own
 * after-commit tasks run.
 */
export function outboxWrites(sql: Sql, options: { notify: boolean; sharedTexts: SharedTextStore }, committed: (changes: Change[]) => void): Writes {
  return {
    async run<T>(actor: string, work: (write: Write) => Promise<T>): Promise<T> {
      const changes = new ChangeSet();
      const tasks: (() => Promise<void>)[] = [];
      const result = await sql.begin(async (tx) => {
        const value = await work({ tx, actor, changes, sharedTexts: options.sharedTexts, afterCommit: (task) => tasks.push(task) });
        for (const change of changes.list()) await (options.notify ? insertAndNotifyChange(tx, change) : insertChange(tx, change));
        return value;
      });
      committed(changes.list());
      for (const task of tasks) await task();
      return result as T;
    },
  };
}
