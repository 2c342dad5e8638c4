import { z } from 'zod';
import type { Sql } from '../db/sql.ts';
import { isDatabaseUnavailable, reportDatabaseUnavailable } from '../db/unavailable.ts';
import { DOC_CHANNEL, notifyDocUpdate } from '../repositories/yjsUpdates.ts';
import { splitAwareness } from './awarenessEntries.ts';

/**
 * How the server nodes sharing one Postgres keep their live docs in step: a NOTIFY names the doc and the
 * rows a node stored (or none: read them all), carries awareness changes, or says the record is gone.
 * A single node (the embedded PGlite, which has no LISTEN/NOTIFY) has nobody to tell.
 */
export interface NodeLink {
  publishUpdates(doc: string, ids: string[]): void;
  /** Text written through the API: the other nodes re-read the doc. */
  publishRewrite(doc: string): void;
  /** Awareness changes of this node's clients, coalesced by the LiveDoc (at most a few a second per doc). */
  publishAwareness(doc: string, update: Uint8Array): void;
  publishGone(docs: string[]): void;
  close(): Promise<void>;
}

export interface NodeLinkHandlers {
  /** Stored updates of a doc to apply; null ids: all of them. */
  onUpdates(doc: string, ids: string[] | null): void;
  onAwareness(doc: string, update: Uint8Array): void;
  onGone(doc: string): void;
  /** The listening connection was (re)established: notices may have been missed. */
  onListening(): void;
}

const notice = z.object({
  node: z.string(),
  doc: z.string().max(40),
  ids: z.array(z.string()).optional(),
  awareness: z.string().optional(),
  gone: z.literal(true).optional(),
});
type Notice = z.infer<typeof notice>;

/** NOTIFY payloads must stay under 8000 bytes; a larger awareness change goes in parts (base64 takes 4/3). */
const MAX_PAYLOAD = 7900;
const MAX_AWARENESS_BYTES = Math.floor(((MAX_PAYLOAD - 200) * 3) / 4);

export const singleNodeLink: NodeLink = {
  publishUpdates() {},
  publishRewrite() {},
  publishAwareness() {},
  publishGone() {},
  close: async () => {},
};

/**
 * Listens on DOC_CHANNEL through postgres.js, whose listening connection survives a drop or a restart of
 * PostgreSQL by itself: it connects again (retrying while the database is away) and calls onListening again,
 * so the docs open here re-read what they missed. Publishing while the database is away fails quietly: the
 * rows are stored (DocWriter retries) and the other nodes re-read them when they listen again.
 */
export function createNodeLink(sql: Sql, node: string, handlers: NodeLinkHandlers, log: (message: string, error: unknown) => void): NodeLink {
  const report = (message: string, error: unknown) => {
    if (isDatabaseUnavailable(error)) reportDatabaseUnavailable('yjs notify', error);
    else log(message, error);
  };
  const listening = sql.listen(DOC_CHANNEL, (payload) => {
    let message: Notice;
    try {
      message = notice.parse(JSON.parse(payload));
    } catch (error) {
      return log('ignoring a malformed doc notice', error);
    }
    if (message.node === node) return;
    if (message.gone) handlers.onGone(message.doc);
    else if (message.awareness) handlers.onAwareness(message.doc, Buffer.from(message.awareness, 'base64'));
    else handlers.onUpdates(message.doc, message.ids ?? null);
  }, handlers.onListening);
  // A first attempt that fails is retried by postgres.js like a dropped connection; only say so here.
  listening.catch((error: unknown) => report('listening for doc notices failed', error));

  /** Notices on their way: closing waits for them, so that none goes to a database that is closed meanwhile. */
  const sending = new Set<Promise<void>>();
  const publish = (message: Omit<Notice, 'node'>) => {
    const payload = JSON.stringify({ node, ...message });
    if (payload.length > MAX_PAYLOAD) return;
    const sent = notifyDocUpdate(sql, payload).catch((error: unknown) => report(`notifying the other nodes of ${message.doc} failed`, error));
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  };

  return {
    publishUpdates: (doc, ids) => publish({ doc, ids }),
    publishRewrite: (doc) => publish({ doc }),
    publishAwareness: (doc, update) => {
      for (const part of splitAwareness(update, MAX_AWARENESS_BYTES)) publish({ doc, awareness: Buffer.from(part).toString('base64') });
    },
    publishGone: (docs) => { for (const doc of docs) publish({ doc, gone: true }); },
    async close() {
      await Promise.all(sending);
      // sql.end() closes the listening connection anyway; unlisten is a courtesy that must not hold up a shutdown.
      await listening.then(({ unlisten }) => unlisten()).catch(() => {});
    },
  };
}
