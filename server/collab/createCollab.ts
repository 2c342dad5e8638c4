import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { COLLAB_CLOSE, COLLAB_MAX_CLIENTS, COLLAB_MAX_CLIENTS_PER_PERSON, COLLAB_MAX_MESSAGE_BYTES } from '../../shared/collab.ts';
import { type RecordKind, parseRecordName, recordName } from '../../shared/recordNames.ts';
import type { CredentialWatch } from '../auth/credentialWatch.ts';
import type { Identify } from '../auth/identity.ts';
import type { Sql } from '../db/sql.ts';
import { isDatabaseUnavailable, reportDatabaseUnavailable, reportFailure } from '../db/unavailable.ts';
import type { Config } from '../env.ts';
import { isAllowedOrigin } from '../http/requestGuards.ts';
import { refuseUpgrade as refuse } from '../http/upgradeTarget.ts';
import type { Writes } from '../commands/context.ts';
import type { ChangeFeed } from '../realtime/changeFeed.ts';
import { findDocUpdates, listDocUpdates } from '../repositories/yjsUpdates.ts';
import { compactStoredDoc, loadStoredDoc } from './docStorage.ts';
import { readTexts } from './docText.ts';
import { DocWriter } from './docWriter.ts';
import { LiveDoc } from './liveDoc.ts';
import { createNodeLink, singleNodeLink, type NodeLink } from './nodeLink.ts';

/** Recorded as the editor when a doc turns out to hold text its columns missed (a server died before its flush). */
const RECOVERY_EDITOR = 'shared-text-recovery';

export interface Collab {
  /** Handles an upgrade to COLLAB_PATH/<doc> (the decoded doc name); answers every failure on the socket, never throws. */
  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, doc: string): void;
  /** Stores and flushes every live doc, then closes their connections. */
  close(): Promise<void>;
}

interface OpenDoc { live: LiveDoc; writer: DocWriter; closed: boolean }

/**
 * The Yjs side of the server: one LiveDoc per record someone has open, loaded from Postgres, written back
 * by its DocWriter, and shared with the other nodes through the NodeLink. A connection needs a live staff
 * session, an allowed Origin and a record that exists; it is closed when that session ends. The live docs
 * follow this node's committed writes (API text, deleted records) and tell the other nodes' docs to do the same.
 */
export function createCollab(sql: Sql, config: Config, writes: Writes, identify: Identify, credentials: CredentialWatch, changes: ChangeFeed): Collab {
  const log = (message: string, error: unknown) => reportFailure(`collab: ${message}`, error);
  const docs = new Map<string, Promise<OpenDoc | null>>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: COLLAB_MAX_MESSAGE_BYTES });
  let closing = false;

  const withLoaded = (name: string, use: (doc: OpenDoc) => Promise<void> | void) => {
    void docs.get(name)?.then(async (doc) => { if (doc && !doc.closed) await use(doc); }).catch((error: unknown) => log(`updating ${name} failed`, error));
  };

  /** Applies stored updates of a doc (some, by id; else all) to its live copy. */
  const refresh = (name: string, ids: string[] | null) => withLoaded(name, async ({ live }) => {
    let rows = ids ? await findDocUpdates(sql, name, ids) : [];
    if (!ids || rows.length < ids.length) rows = await listDocUpdates(sql, name); // compacted meanwhile
    for (const row of rows) live.applyStored(row.update);
  });

  const gone = (name: string) => withLoaded(name, ({ live, writer }) => {
    writer.discard();
    live.closeAll(COLLAB_CLOSE.gone, 'The record was deleted');
  });

  const link: NodeLink = config.databaseUrl
    ? createNodeLink(sql, randomUUID(), {
      onUpdates: refresh,
      onAwareness: (name, update) => withLoaded(name, ({ live }) => live.applyRemoteAwareness(update)),
      onGone: gone,
      onListening: () => { for (const name of docs.keys()) refresh(name, null); },
    }, log)
    : singleNodeLink;

  function open(name: string, kind: RecordKind, id: number): Promise<OpenDoc | null> {
    let opening = docs.get(name);
    if (!opening) {
      opening = load(name, kind, id);
      docs.set(name, opening);
      opening.then((doc) => { if (!doc) docs.delete(name); }, () => docs.delete(name));
    }
    return opening;
  }

  async function load(name: string, kind: RecordKind, id: number): Promise<OpenDoc | null> {
    const stored = await loadStoredDoc(sql, kind, id);
    if (!stored) return null;
    const live = new LiveDoc(name, kind, stored.updates, {
      onClientUpdate: (update, editor) => opened.writer.clientUpdate(update, editor),
      whenStored: () => opened.writer.whenStored(),
      onAwareness: (update) => link.publishAwareness(name, update),
      onEmpty: () => void unload(name, opened).catch((error: unknown) => log(`closing ${name} failed`, error)),
    });
    const opened: OpenDoc = { live, writer: new DocWriter(live, id, { sql, writes, link, log }), closed: false };
    const texts = readTexts(live.doc, kind);
    if (Object.entries(texts).some(([field, text]) => stored.columns[field as keyof typeof texts] !== text)) opened.writer.textChanged(RECOVERY_EDITOR);
    return opened;
  }

  /** Once the last person left: store and flush, compact, and drop the doc unless someone came back meanwhile. */
  async function unload(name: string, doc: OpenDoc): Promise<void> {
    if (doc.closed) return;
    await doc.writer.settle();
    if (doc.live.size > 0 || doc.closed) return;
    await compactStoredDoc(sql, doc.live.kind, doc.writer.id);
    if (doc.live.size > 0 || doc.closed) return;
    doc.closed = true;
    docs.delete(name);
    doc.live.destroy();
  }

  async function upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, name: string): Promise<void> {
    if (!isAllowedOrigin(req.headers.origin, req.headers.host, config.allowedOrigins)) return refuse(socket, 403);
    const identity = await identify(req.headers, 'connect');
    if (!identity) return refuse(socket, 401);
    if (identity.kind === 'kiosk') return refuse(socket, 403);
    const record = parseRecordName(name);
    if (!record || closing) return refuse(socket, record ? 503 : 404);
    let doc = await open(name, record.kind, record.id);
    if (doc?.closed) doc = await open(name, record.kind, record.id); // it was unloading; load it afresh
    if (!doc) return refuse(socket, 404);
    if (doc.live.size >= COLLAB_MAX_CLIENTS) return refuse(socket, 503);
    const editor = identity.user.name;
    const live = doc.live;
    // Counted and added in the same turn (handleUpgrade calls back at once), so concurrent upgrades cannot all pass.
    const tooMany = live.connectionsOf(editor) >= COLLAB_MAX_CLIENTS_PER_PERSON;
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A close with a reason rather than an HTTP refusal, which a browser does not show: the client says why and tries again.
      if (tooMany) {
        ws.on('error', () => ws.terminate());
        return ws.close(COLLAB_CLOSE.tooManyConnections, `Already open in ${COLLAB_MAX_CLIENTS_PER_PERSON} of your tabs or windows`);
      }
      ws.on('close', credentials.track(req.headers.cookie, identity, () => ws.close(COLLAB_CLOSE.signedOut, 'Signed out')));
      live.addConnection(ws, editor);
    });
  }

  changes.subscribe({
    committed(change) {
      if ((change.type === 'station' || change.type === 'issue') && change.texts) {
        const name = change.type === 'station' ? recordName('station', change.sid) : recordName('issue', change.iid);
        refresh(name, null);
        link.publishRewrite(name);
      } else if (change.type === 'stationDeleted' || change.type === 'issueDeleted') {
        const names = change.type === 'stationDeleted'
          ? [recordName('station', change.sid), ...change.iids.map((iid) => recordName('issue', iid))]
          : [recordName('issue', change.iid)];
        for (const name of names) gone(name);
        link.publishGone(names);
      }
    },
  });

  return {
    handleUpgrade(req, socket, head, name) {
      upgrade(req, socket, head, name).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          reportDatabaseUnavailable('yjs upgrade', error);
          return refuse(socket, 503); // y-websocket tries again by itself
        }
        log(`opening ${name} failed`, error);
        refuse(socket, 500);
      });
    },

    async close() {
      closing = true;
      const open = (await Promise.all(docs.values())).filter((doc): doc is OpenDoc => doc !== null && !doc.closed);
      await Promise.all(open.map(async (doc) => {
        doc.closed = true;
        await doc.writer.settle().catch((error: unknown) => log(`storing ${doc.live.name} on close failed`, error));
        doc.live.closeAll(COLLAB_CLOSE.restart, 'Server restarting');
        doc.live.destroy();
      }));
      docs.clear();
      await link.close();
      wss.close();
    },
  };
}
