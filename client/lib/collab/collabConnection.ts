// The Yjs end of a shared doc: one Y.Doc per open record, synced through y-websocket on /yjs/<doc>, kept on this
// device with y-indexeddb (so it opens and takes typing offline), and what of it the server has stored
// (sharedTextSaves.ts). Loaded when a record's screen or the background sync first needs it (collab.ts): Yjs is
// no part of a screen's first paint.
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { COLLAB_CLOSE, COLLAB_PATH } from '../../../shared/collab.ts';
import { sharedTextDatabase } from '../offline/deviceStorageNames.ts';
import { trackDeviceWrite } from '../offline/deviceWrites.ts';
import { isOnline, onOnlineChange } from '../offline/online.ts';
import { onSignedInAgain, reportSignedOut } from '../api/session.ts';
import { allKeptTexts, keptKey, keptText, loadKeptTexts, subscribeKeptTexts } from './keptTexts.ts';
import { trackSharedTextSaves } from './sharedTextSaves.ts';

/** Docs open in this tab, by kept key: the background sync leaves those to their screen. */
const openDocs = new Set<string>();

/**
 * Counts a doc's local edits as device writes until y-indexeddb has written them. It writes each update in a
 * transaction of its own, and IndexedDB runs read-write transactions on one store in order: a transaction on
 * the same store started after an edit completes only once the edit is written.
 */
function followDeviceWrites(doc: Y.Doc, persistence: IndexeddbPersistence): () => void {
  const onTransaction = (transaction: Y.Transaction) => {
    if (!transaction.local || transaction.changed.size === 0) return;
    // After the doc's update handlers, y-indexeddb's among them, have started their writes.
    setTimeout(() => {
      if (!persistence.db) return; // not open yet: it stores the whole doc when it opens
      let probe: IDBTransaction;
      try {
        probe = persistence.db.transaction(['updates'], 'readwrite');
      } catch {
        return; // closed meanwhile (the screen was left): its writes were started before
      }
      void trackDeviceWrite(new Promise<void>((resolve) => { probe.oncomplete = probe.onerror = probe.onabort = () => resolve(); }));
    }, 0);
  };
  doc.on('afterTransaction', onTransaction);
  return () => doc.off('afterTransaction', onTransaction);
}

export interface Connection {
  doc: Y.Doc;
  provider: WebsocketProvider;
  persistence: IndexeddbPersistence;
  destroy(): void;
}

/** What the server says about a doc's connection: `closed`, closes for good; `refused`, why it is turned away for now. */
export interface ConnectionNotices {
  closed(closed: { code: number; reason: string }): void;
  refused?(reason: string): void;
}

/**
 * A doc with its three ends: the server (y-websocket), this device (y-indexeddb, per person and doc) and the
 * saved-state tracker. A connection the server closes because the session ended (4401) waits for the sign-in
 * dialog and connects again; one turned away because the person has the doc open too often (4529) tries again.
 */
function connect(name: string, user: string, notices: ConnectionNotices): Connection {
  const doc = new Y.Doc();
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const provider = new WebsocketProvider(`${scheme}://${window.location.host}${COLLAB_PATH}`, name, doc, { maxBackoffTime: 5000 });
  const key = keptKey(user, name);
  const persistence = new IndexeddbPersistence(sharedTextDatabase(key), doc);
  const stopTracking = trackSharedTextSaves(doc, provider, key);
  const stopFollowing = followDeviceWrites(doc, persistence);
  const stopWaiting = onSignedInAgain(() => { if (!provider.shouldConnect) provider.connect(); });
  // Back online: connect now, not after the backoff that grew while offline (up to maxBackoffTime).
  const stopOnline = onOnlineChange((online) => { if (online && provider.shouldConnect && !provider.wsconnected) provider.connect(); });
  provider.on('closed', (closed) => {
    if (closed.code === COLLAB_CLOSE.signedOut) reportSignedOut();
    else notices.closed(closed);
  });
  // y-websocket tries again by itself after this close; the screen says why it does not connect meanwhile.
  provider.on('connection-close', (event) => {
    if (event?.code === COLLAB_CLOSE.tooManyConnections) notices.refused?.(event.reason);
  });
  return {
    doc,
    provider,
    persistence,
    destroy() {
      stopWaiting();
      stopOnline();
      stopTracking();
      stopFollowing();
      provider.destroy();
      void persistence.destroy();
      doc.destroy();
    },
  };
}

/** Kept shared text of docs not open here waits this long at most for the server to store it. */
const BACKGROUND_SYNC_MS = 30_000;

/**
 * Sends the shared text this device kept for docs that are not open (typed offline, then the screen was left
 * or the tab closed): each such doc is opened in the background until the server has stored its edits. Runs
 * at start and whenever the network or the session comes back.
 */
export function startKeptTextSync(user: string): () => void {
  const syncing = new Set<string>();
  const run = () => {
    if (!isOnline()) return;
    for (const [key, value] of allKeptTexts()) {
      const name = key.slice(user.length + 1);
      if (!key.startsWith(`${user}/`) || value.pending.length === 0 || openDocs.has(key) || syncing.has(key)) continue;
      syncing.add(key);
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        window.clearTimeout(timer);
        stop();
        connection.destroy();
        syncing.delete(key);
      };
      const connection = connect(name, user, { closed: finish });
      const timer = window.setTimeout(finish, BACKGROUND_SYNC_MS);
      const stop = subscribeKeptTexts(() => { if ((keptText(key)?.pending.length ?? 0) === 0) finish(); });
    }
  };
  void loadKeptTexts().then(run);
  const stopOnline = onOnlineChange((online) => { if (online) run(); });
  const stopSignedIn = onSignedInAgain(run);
  return () => { stopOnline(); stopSignedIn(); };
}

/** The doc of a record open on a screen (`station:<sid>`, `issue:<iid>`): the background sync leaves it alone. */
export function openRecordDoc(name: string, user: string, notices: ConnectionNotices): Connection {
  const key = keptKey(user, name);
  openDocs.add(key);
  const connection = connect(name, user, notices);
  return {
    ...connection,
    destroy() {
      openDocs.delete(key);
      connection.destroy();
    },
  };
}
