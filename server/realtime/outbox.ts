import type postgres from 'postgres';
import type { Sql } from '../db/sql.ts';
import { insertAndNotifyChange, insertChange, pruneChanges } from '../repositories/changes.ts';
import type { Change } from './changes.ts';
import { CHANGES_KEEP_MS, listenForChanges } from './changeListener.ts';

/** Records a change in the outbox, inside the transaction of the command that made it. */
export type RecordChange = (change: Change) => Promise<void>;

/** How commands write: one transaction whose changes are stored with its data and published after its commit. */
export interface Outbox {
  transaction<T>(work: (tx: postgres.TransactionSql, record: RecordChange) => Promise<T>): Promise<T>;
}

export interface ChangeFeed {
  outbox: Outbox;
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
 * The transactional outbox. A command records what it changed in the `changes` table in its own
 * transaction, so the change commits or rolls back with the data. On PostgreSQL the same transaction NOTIFYs
 * it, which PostgreSQL delivers at commit to every node (the writer too, and even if the writer dies right
 * after committing); each node publishes to its own clients (see listenForChanges). The embedded database
 * serves one node and has no LISTEN: there the writer publishes in process after commit.
 */
export function startChangeFeed(sql: Sql, options: { notify: boolean }, handlers: ChangeFeedHandlers): ChangeFeed {
  const listener = options.notify ? listenForChanges(sql, handlers.publish, handlers.log) : null;

  const prune = setInterval(() => {
    listener?.forgetOld();
    pruneChanges(sql, CHANGES_KEEP_MS).catch((error: unknown) => handlers.log('pruning old changes failed', error));
  }, PRUNE_EVERY_MS);
  prune.unref();

  const outbox: Outbox = {
    async transaction<T>(work: (tx: postgres.TransactionSql, record: RecordChange) => Promise<T>): Promise<T> {
      const recorded: Change[] = [];
      const result = await sql.begin((tx) => work(tx, async (change) => {
        await (options.notify ? insertAndNotifyChange(tx, change) : insertChange(tx, change));
        recorded.push(change);
      }));
      for (const change of recorded) {
        if (!listener) handlers.publish(change);
        handlers.follow(change);
      }
      return result as T;
    },
  };

  return {
    outbox,
    ready: listener?.ready ?? Promise.resolve(),
    async close() {
      clearInterval(prune);
      await listener?.close();
    },
  };
}
