// A record's shared doc on its screen (useCollabDoc): the signed-in user's name and colour in its awareness for
// the others' cursors, its state (ready, connected, closed) and what of it waits for the server. The Yjs end
// (collabConnection.ts) loads once the screen's first part has painted, after it rather than in front of it: on a
// phone, loading and starting it before delayed the station's title by 0.4 s (Lighthouse, mobile).
import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';
import { afterNextPaint } from '../loading/afterNextPaint.ts';
import { useWhoami } from '../api/commonQueries.ts';
import type { Connection } from './collabConnection.ts';
import { keptKey, keptText, loadKeptTexts, subscribeKeptTexts } from './keptTexts.ts';
import { loadUntilLoaded } from '../loading/loadUntilLoaded.ts';

export interface CollabSession {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** The doc holds the real text (synced with the server now or before, on this device) and may be edited. */
  ready: boolean;
  connected: boolean;
  /** The server ended the connection for good (the record was deleted, or a limit was broken). */
  closed: { code: number; reason: string } | null;
  /** Why the server turns the connection away for now (the person has it open too often), until it syncs. */
  refused: string | null;
  /** Fields with edits made here that the server has not stored yet. */
  pending: string[];
}

const COLORS = [
  { r: 230, g: 119, b: 0 }, { r: 28, g: 126, b: 214 }, { r: 47, g: 158, b: 68 },
  { r: 174, g: 62, b: 201 }, { r: 224, g: 49, b: 49 }, { r: 12, g: 166, b: 120 },
];

const NOTHING_PENDING: string[] = [];

/** A stable colour per person. */
export function colorOf(name: string): { r: number; g: number; b: number } {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length]!;
}

/**
 * The shared doc of a record (`station:<sid>`, `issue:<iid>`) while the component is mounted, opened once `shown`
 * (the screen shows the record, not its loader) has been painted.
 */
export function useCollabDoc(name: string, shown: boolean): CollabSession | null {
  const whoami = useWhoami();
  const account = whoami.data?.name;
  const person = whoami.data ? whoami.data.person || whoami.data.name : 'Someone';
  const [session, setSession] = useState<Omit<CollabSession, 'pending'> | null>(null);
  // What of this doc waits for the server, the same array while it does not change: the device's other kept
  // texts, and this one's being synced, do not render the record's screen again.
  const pending = useSyncExternalStore(subscribeKeptTexts, () => {
    const fields = account ? keptText(keptKey(account, name))?.pending : undefined;
    return fields && fields.length > 0 ? fields : NOTHING_PENDING;
  });

  useEffect(() => {
    if (!account || !shown) return;
    const key = keptKey(account, name);
    let connection: Connection | undefined;
    let left = false;
    const open = () => void loadUntilLoaded(() => import('./collabConnection.ts')).then(({ openRecordDoc }) => {
      if (left) return;
      let state = { ready: false, connected: false, closed: null as CollabSession['closed'], refused: null as string | null };
      // In transitions: a doc's state changes re-render the whole record's screen, which React then does in slices.
      const publish = (change: Partial<typeof state>) => {
        state = { ...state, ...change };
        startTransition(() => setSession((current) => (current?.doc === opened.doc ? { ...current, ...state } : current)));
      };
      const opened = openRecordDoc(name, account, { closed: (closed) => publish({ closed }), refused: (refused) => publish({ refused }) });
      connection = opened;
      const { doc, provider, persistence } = opened;
      provider.on('sync', (synced: boolean) => { if (synced) publish({ ready: true, refused: null }); });
      provider.on('status', ({ status }) => publish({ connected: status === 'connected' }));
      // Offline, a doc that synced on this device before opens from what was kept.
      void Promise.all([persistence.whenSynced, loadKeptTexts()]).then(() => {
        if (keptText(key)?.synced) publish({ ready: true });
      });
      startTransition(() => setSession({ doc, provider, ...state }));
    });
    const cancel = afterNextPaint(open);
    return () => {
      left = true;
      cancel();
      connection?.destroy();
    };
  }, [name, account, shown]);

  // Who this is, for the others' cursors (RemoteCarets.tsx).
  const provider = session?.provider;
  useEffect(() => provider?.awareness.setLocalStateField('user', { name: person, color: colorOf(person) }), [provider, person]);

  // The same object while nothing in it changed (the fields bound to it are memoised on it).
  return useMemo(() => (session && account ? { ...session, pending } : null), [session, account, pending]);
}
