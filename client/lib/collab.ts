// The Yjs provider factory: one Y.Doc per open record, synced through y-websocket on /yjs/<doc>, with the
// signed-in user's name and colour in its awareness for the others' cursors.
import { useEffect, useState } from 'react';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { COLLAB_PATH } from '../../shared/collab.ts';
import { useWhoami } from './commonQueries.ts';

export interface CollabSession {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** The doc has synced with the server at least once: its text is the real one and may be edited. */
  ready: boolean;
  connected: boolean;
  /** The server ended the connection for good (the record was deleted, or a limit was broken). */
  closed: { code: number; reason: string } | null;
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

/** The shared doc of a record (`station:<sid>`, `issue:<iid>`) while the component is mounted. */
export function useCollabDoc(name: string): CollabSession | null {
  const whoami = useWhoami();
  const person = whoami.data ? whoami.data.person || whoami.data.name : 'Someone';
  const [session, setSession] = useState<CollabSession | null>(null);

  useEffect(() => {
    const doc = new Y.Doc();
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const provider = new WebsocketProvider(`${scheme}://${window.location.host}${COLLAB_PATH}`, name, doc, { maxBackoffTime: 5000 });
    let state = { ready: false, connected: false, closed: null as CollabSession['closed'] };
    const publish = (change: Partial<typeof state>) => {
      state = { ...state, ...change };
      setSession((current) => (current?.doc === doc ? { ...current, ...state } : current));
    };
    provider.on('sync', (synced: boolean) => { if (synced) publish({ ready: true }); });
    provider.on('status', ({ status }) => publish({ connected: status === 'connected' }));
    provider.on('closed', (closed) => publish({ closed }));
    setSession({ doc, provider, ...state, user: { name: 'Someone', color: colorOf('Someone') } });
    return () => {
      provider.destroy();
      doc.destroy();
    };
  }, [name]);

  const provider = session?.provider;
  useEffect(() => {
    if (!provider) return;
    const user = { name: person, color: colorOf(person) };
    provider.awareness.setLocalStateField('user', user);
    setSession((current) => (current && current.provider === provider ? { ...current, user } : current));
  }, [provider, person]);

  return session;
}
