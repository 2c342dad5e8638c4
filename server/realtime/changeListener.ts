import { z } from 'zod';
import type { Sql } from '../db/sql.ts';
import { CHANGES_CHANNEL, findChange, listChangeIdsBetween, listChangesSince, type ChangeRow } from '../repositories/changes.ts';
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
/**
 * A change is announced after its commit: a writer that died in between announced nothing. Every node looks
 * for such changes this often, among those of transactions that started up to SWEEP_WINDOW_MS ago and at least
 * SWEEP_GRACE_MS ago (the announcement of a live writer comes within milliseconds).
 */
const SWEEP_EVERY_MS = 5_000;
const SWEEP_WINDOW_MS = 60_000;
const SWEEP_GRACE_MS = 1_000;

const notice = z.object({ id: z.string().regex(/^\d+$/), change: changeSchema.optional() });
/** The id at the start of a notice as notifyChanges writes it. */
const OWN_NOTICE = /^\{"id":"(\d+)"/;

export interface ChangeListener {
  ready: Promise<void>;
  /** Publishes a change this node committed, at once: its announcement, when heard, is then skipped. */
  publishOwn(id: string, change: Change): void;
  /** Forgets which old changes were published (they are older than any catch-up reads). */
  forgetOld(): void;
  close(): Promise<void>;
}

/**
 * Every node LISTENs on the outbox's channel and publishes each change it hears to its own clients; the
 * writer's node has published its own already (publishOwn), so each client gets every change once. A notice
 * carries the change itself (or only its id, when large): reading "the rows after the last id" instead would
 * skip a row whose transaction took its id earlier but committed later.
 *
 * While the listening connection is away (a dropped connection, a database restart), notices are lost.
 * postgres.js listens again after every reconnect and then calls onListen: the node reads the changes
 * recorded since shortly before it last heard from that connection and publishes those it has not
 * published yet, so its live clients catch up. Publishing is idempotent (events carry the record's current
 * state); the ids already published only spare the clients repeats. `publish` is told whether a change is this
 * node's own (publishOwn) or heard from another.
 */
export function listenForChanges(sql: Sql, publish: (change: Change, own: boolean) => void, log: (message: string, error: unknown) => void): ChangeListener {
  /** Change id → when this node published it. */
  const published = new Map<string, number>();
  /** When the listening connection last proved alive; null before the first LISTEN. */
  let heardAt: number | null = null;
  /** Set while a catch-up is owed: changes from about then may have been missed. */
  let missedSince: number | null = null;
  let retry: NodeJS.Timeout | undefined;
  let sweeping = false;
  /** When the node first listened: what was committed before, its clients load over the API. */
  let listeningSince: number | null = null;
  let closed = false;
  /** Deliveries run in order, also those that must read their change first. */
  let order: Promise<void> = Promise.resolve();

  const deliver = (id: string, change: Change, own = false) => {
    if (closed || published.has(id)) return;
    published.set(id, Date.now());
    publish(change, own);
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
    // This node's own changes come back too; published already, they need no parsing.
    const own = OWN_NOTICE.exec(payload);
    if (own && published.has(own[1]!)) return;
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
    listeningSince ??= now;
  };

  const sweep = setInterval(() => {
    if (sweeping || closed || listeningSince === null) return;
    sweeping = true;
    const window = Math.min(SWEEP_WINDOW_MS, Date.now() - listeningSince);
    inOrder(async () => {
      try {
        const missed = (await listChangeIdsBetween(sql, window, SWEEP_GRACE_MS)).filter((id) => !published.has(id));
        for (const id of missed) {
          const row = await findChange(sql, id);
          if (row) deliverRow(row);
        }
      } finally {
        sweeping = false;
      }
    });
  }, SWEEP_EVERY_MS);
  sweep.unref();

  const listening = sql.listen(CHANGES_CHANNEL, onNotify, onListen);
  return {
    ready: listening.then(() => {}),
    publishOwn: (id, change) => inOrder(async () => deliver(id, change, true)),
    forgetOld() {
      const before = Date.now() - CHANGES_KEEP_MS - CATCH_UP_MARGIN_MS;
      for (const [id, at] of published) if (at < before) published.delete(id);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(sweep);
      await order;
      await listening.then((listener) => listener.unlisten()).catch((error: unknown) => log('stopping to listen for changes failed', error));
    },
  };
}
