import { z } from 'zod';
import type { Sql } from '../db/sql.ts';
import { CHANGES_CHANNEL, findChange, listChangesSince, type ChangeRow } from '../repositories/changes.ts';
import { changeSchema, type Change } from '../changes/change.ts';

/** How long the outbox keeps a change, and so how far back a node can catch up. */
export const CHANGES_KEEP_MS = 60 * 60_000;
/**
 * A row's created_at is its transaction's start on the database's clock: a catch-up reads from this long
 * before the node last heard from its listening connection, for transactions under way then and for clocks
 * that differ.
 */
const CATCH_UP_MARGIN_MS = 2 * 60_000;
const RETRY_MS = 1000;

const notice = z.object({ id: z.string().regex(/^\d+$/), change: changeSchema.optional() });

export interface ChangeListener {
  ready: Promise<void>;
  /** Forgets which old changes were published (they are older than any catch-up reads). */
  forgetOld(): void;
  close(): Promise<void>;
}

/**
 * Every node LISTENs on the outbox's channel and publishes each change it hears to its own clients, the
 * writer's node included, so each client gets every change once. A notice carries the change itself (or
 * only its id, when large): reading "the rows after the last id" instead would skip a row whose transaction
 * took its id earlier but committed later.
 *
 * While the listening connection is away (a dropped connection, a database restart), notices are lost.
 * postgres.js listens again after every reconnect and then calls onListen: the node reads the changes
 * recorded since shortly before it last heard from that connection and publishes those it has not
 * published yet, so its live clients catch up. Publishing is idempotent (events carry the record's current
 * state); the ids already published only spare the clients repeats.
 */
export function listenForChanges(sql: Sql, publish: (change: Change) => void, log: (message: string, error: unknown) => void): ChangeListener {
  /** Change id → when this node published it. */
  const published = new Map<string, number>();
  /** When the listening connection last proved alive; null before the first LISTEN. */
  let heardAt: number | null = null;
  /** Set while a catch-up is owed: changes from about then may have been missed. */
  let missedSince: number | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  /** Deliveries run in order, also those that must read their change first. */
  let order: Promise<void> = Promise.resolve();

  const deliver = (id: string, change: Change) => {
    if (closed || published.has(id)) return;
    published.set(id, Date.now());
    publish(change);
  };
  const deliverRow = (row: ChangeRow) => {
    const parsed = changeSchema.safeParse(row.change);
    if (parsed.success) deliver(row.id, parsed.data);
    else log(`ignoring the malformed change ${row.id}`, parsed.error);
  };
  const inOrder = (step: () => Promise<void>) => {
    order = order.then(step).catch((error: unknown) => log('publishing a change failed', error));
  };

  const onNotify = (payload: string) => {
    heardAt = Date.now();
    let parsed: z.infer<typeof notice>;
    try {
      parsed = notice.parse(JSON.parse(payload));
    } catch {
      return log('ignoring a malformed change notice', payload.slice(0, 200));
    }
    const { id, change } = parsed;
    if (change) inOrder(async () => deliver(id, change));
    else inOrder(async () => { const row = await findChange(sql, id); if (row) deliverRow(row); });
  };

  const catchUp = () => {
    clearTimeout(retry);
    if (missedSince === null || closed) return;
    const from = missedSince;
    const since = new Date(Math.max(from - CATCH_UP_MARGIN_MS, Date.now() - CHANGES_KEEP_MS));
    inOrder(async () => {
      try {
        for (const row of await listChangesSince(sql, since)) deliverRow(row);
        if (missedSince === from) missedSince = null;
      } catch (error) {
        log('reading missed changes failed; retrying', error);
        retry = setTimeout(catchUp, RETRY_MS);
      }
    });
  };

  const onListen = () => {
    const now = Date.now();
    // The first LISTEN happens at start, before the HTTP server accepts anyone (server.ts waits for `ready`):
    // no client of this node can have missed a change, and a client loads what it shows over the API.
    if (heardAt !== null) {
      missedSince = Math.min(missedSince ?? heardAt, heardAt);
      catchUp();
    }
    heardAt = now;
  };

  const listening = sql.listen(CHANGES_CHANNEL, onNotify, onListen);
  return {
    ready: listening.then(() => {}),
    forgetOld() {
      const before = Date.now() - CHANGES_KEEP_MS - CATCH_UP_MARGIN_MS;
      for (const [id, at] of published) if (at < before) published.delete(id);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await order;
      await listening.then((listener) => listener.unlisten()).catch((error: unknown) => log('stopping to listen for changes failed', error));
    },
  };
}
