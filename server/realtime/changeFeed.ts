import type { Change } from '../changes/change.ts';
import type { Sql } from '../db/sql.ts';
import { reportFailure } from '../db/unavailable.ts';
import { pruneChanges, type StoredChange } from '../repositories/changes.ts';
import { changeAnnouncer } from './changeAnnouncer.ts';
import { CHANGES_KEEP_MS, listenForChanges } from './changeListener.ts';

/** What hears of committed changes. Each registers where it lives: realtime, collab, the stations list's cache. */
export interface ChangeSubscriber {
  /** A change this node made, at once after its commit, before its write is answered. */
  committed?(change: Change): void;
  /** A change another node made, as this node hears it (before it is published). */
  heard?(change: Change): void;
  /** Every change, this node's and the others', once each and in order: what this node's clients are sent. */
  published?(change: Change): void;
}

export interface ChangeFeed {
  subscribe(subscriber: ChangeSubscriber): void;
  /**
   * How the feed learns whether another server node is up to hear of a change (realtime knows, from the
   * nodes' heartbeats); until told, it announces every change.
   */
  countOthersBy(othersUp: () => Promise<boolean>): void;
  /** This node's changes, once committed: the outbox writes' `committed` (commands/writes.ts). */
  committed(stored: StoredChange[]): void;
  /** Resolves once this node hears every node's changes; serve clients only then. */
  ready: Promise<void>;
  close(): Promise<void>;
}

const PRUNE_EVERY_MS = 60_000;

/**
 * The change feed of the transactional outbox (commands/writes.ts stores each write's changes with its data).
 * After the commit the writer publishes a change to its own clients at once and, on PostgreSQL, NOTIFYs it
 * (changeAnnouncer.ts) for the other nodes, each of which publishes it to its own clients (see
 * listenForChanges, which also finds the changes of a writer that died before it could announce them). The
 * write is answered once committed, without waiting for that NOTIFY's round trip: the other nodes hear of it
 * within milliseconds all the same, and what a node dying in between leaves unannounced they find in the
 * outbox. A node that knows of no other node announces nothing (no one would hear it): a node starting up is
 * known to the others from its first heartbeat, sent as it starts, and what it misses before they know of it,
 * or while they lose sight of it, it finds in the outbox too, within seconds. The embedded database serves one
 * node and has no LISTEN: there is only the writer.
 */
export function startChangeFeed(sql: Sql, options: { notify: boolean }): ChangeFeed {
  const log = (message: string, error: unknown) => reportFailure(`realtime: ${message}`, error);
  const subscribers: ChangeSubscriber[] = [];
  const publish = (change: Change, own: boolean) => {
    if (!own) for (const subscriber of subscribers) subscriber.heard?.(change);
    for (const subscriber of subscribers) subscriber.published?.(change);
  };
  const listener = options.notify ? listenForChanges(sql, publish, log) : null;

  const prune = setInterval(() => {
    listener?.forgetOld();
    pruneChanges(sql, CHANGES_KEEP_MS).catch((error: unknown) => log('pruning old changes failed', error));
  }, PRUNE_EVERY_MS);
  prune.unref();

  const announce = options.notify ? changeAnnouncer(sql, log) : null;
  let othersUp = async () => true;
  /** Resolves once every change announced so far was sent (the announcer sends in order, and never rejects). */
  let announced = Promise.resolve();

  return {
    subscribe(subscriber) {
      subscribers.push(subscriber);
    },
    countOthersBy(count) {
      othersUp = count;
    },
    committed(stored) {
      if (announce) announced = othersUp().catch(() => true).then((up) => (up ? announce(stored) : undefined));
      for (const { id, change } of stored) {
        for (const subscriber of subscribers) subscriber.committed?.(change);
        if (listener) listener.publishOwn(id, change);
        else publish(change, true);
      }
    },
    ready: listener?.ready ?? Promise.resolve(),
    async close() {
      clearInterval(prune);
      await announced;
      await listener?.close();
    },
  };
}
