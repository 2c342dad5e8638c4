// The Yjs provider factory: one Y.Doc per open record, synced through y-websocket on /yjs/<doc>, kept on this
// device with y-indexeddb (so it opens and takes typing offline), with the signed-in user's name and colour in
// its awareness for the others' cursors, and what of it the server has stored (sharedTextSaves.ts).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { COLLAB_CLOSE, COLLAB_PATH } from '../../shared/collab.ts';
import { useWhoami } from './commonQueries.ts';
import { trackDeviceWrite } from './deviceWrites.ts';
import { isOnline, onOnlineChange } from './online.ts';
import { onSignedInAgain, reportSignedOut } from './session.ts';
import { allKeptTexts, keptKey, keptText, keptTextsVersion, loadKeptTexts, subscribeKeptTexts, trackSharedTextSaves } from './sharedTextSaves.ts';

export interface CollabSession {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** The doc holds the real text (synced with the server now or before, on this device) and may be edited. */
  ready: boolean;
  connected: boolean;
  /** The server ended the connection for good (the record was deleted, or a limit was broken). */
  closed: { code: number; reason: string } | null;
  /** Fields with edits made here that the server has not stored yet. */
  pending: string[];
  user: { name: string; color: { r: number; g: number; b: number } };
}

const COLORS = [
  { r: 230, g: 119, b: 0 }, { r: 28, g: 126, b: 214 }, { r: 47, g: 158, b: 68 },
  { r: 174, g: 62, b: 201 }, { r: 224, g: 49, b: 49 }, { r: 12, g: 166, b: 120 },
];

/** A stable colour per person. */
export function colorOf(name: string): CollabSession['user']['color'] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length]!;
}

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

interface Connection {
  doc: Y.Doc;
  provider: WebsocketProvider;
  persistence: IndexeddbPersistence;
  destroy(): void;
}

/**
 * A doc with its three ends: the server (y-websocket), this device (y-indexeddb, per person and doc) and the
 * saved-state tracker. A connection the server closes because the session ended (4401) waits for the sign-in
 * dialog and connects again; `onClosed` hears of closes for good.
 */
function connect(name: string, user: string, onClosed: (closed: { code: number; reason: string }) => void): Connection {
  const doc = new Y.Doc();
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const provider = new WebsocketProvider(`${scheme}://${window.location.host}${COLLAB_PATH}`, name, doc, { maxBackoffTime: 5000 });
  const key = keptKey(user, name);
  const persistence = new IndexeddbPersistence(`stationdesk-doc:${key}`, doc);
  const stopTracking = trackSharedTextSaves(doc, provider, key);
  const stopFollowing = followDeviceWrites(doc, persistence);
  const stopWaiting = onSignedInAgain(() => { if (!provider.shouldConnect) provider.connect(); });
  // Back online: connect now, not after the backoff that grew while offline (up to maxBackoffTime).
  const stopOnline = onOnlineChange((online) => { if (online && provider.shouldConnect && !provider.wsconnected) provider.connect(); });
  provider.on('closed', (closed) => {
    if (closed.code === COLLAB_CLOSE.signedOut) reportSignedOut();
    else onClosed(closed);
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

/** The shared doc of a record (`station:<sid>`, `issue:<iid>`) while the component is mounted. */
export function useCollabDoc(name: string): CollabSession | null {
  const whoami = useWhoami();
  const account = whoami.data?.name;
  const person = whoami.data ? whoami.data.person || whoami.data.name : 'Someone';
  const [session, setSession] = useState<Omit<CollabSession, 'pending'> | null>(null);
  useSyncExternalStore(subscribeKeptTexts, keptTextsVersion);

  useEffect(() => {
    if (!account) return;
    const key = keptKey(account, name);
    openDocs.add(key);
    let state = { ready: false, connected: false, closed: null as CollabSession['closed'] };
    const publish = (change: Partial<typeof state>) => {
      state = { ...state, ...change };
      setSession((current) => (current?.doc === connection.doc ? { ...current, ...state } : current));
    };
    const connection = connect(name, account, (closed) => publish({ closed }));
    const { doc, provider, persistence } = connection;
    provider.on('sync', (synced: boolean) => { if (synced) publish({ ready: true }); });
    provider.on('status', ({ status }) => publish({ connected: status === 'connected' }));
    // Offline, a doc that synced on this device before opens from what was kept.
    void Promise.all([persistence.whenSynced, loadKeptTexts()]).then(() => {
      if (keptText(key)?.synced) publish({ ready: true });
    });
    setSession({ doc, provider, ...state, user: { name: 'Someone', color: colorOf('Someone') } });
    return () => {
      openDocs.delete(key);
      connection.destroy();
    };
  }, [name, account]);

  const provider = session?.provider;
  useEffect(() => {
    if (!provider) return;
    const user = { name: person, color: colorOf(person) };
    provider.awareness.setLocalStateField('user', user);
    setSession((current) => (current && current.provider === provider ? { ...current, user } : current));
  }, [provider, person]);

  if (!session || !account) return null;
  return { ...session, pending: keptText(keptKey(account, name))?.pending ?? [] };
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
      const connection = connect(name, user, finish);
      const timer = window.setTimeout(finish, BACKGROUND_SYNC_MS);
      const stop = subscribeKeptTexts(() => { if ((keptText(key)?.pending.length ?? 0) === 0) finish(); });
    }
  };
  void loadKeptTexts().then(run);
  const stopOnline = onOnlineChange((online) => { if (online) run(); });
  const stopSignedIn = onSignedInAgain(run);
  return () => { stopOnline(); stopSignedIn(); };
}
