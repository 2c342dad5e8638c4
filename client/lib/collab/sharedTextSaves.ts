// What of a shared doc's edits made on this device the server has stored. Every local edit gets a number; the
// client follows its updates with COLLAB_MESSAGE_STORED and that number, and the server answers it once it
// has stored everything the connection sent before (shared/collab.ts). Edits not answered yet are pending:
// kept on this device by y-indexeddb, and counted here per field, also across reloads (keptTexts.ts).
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';
import { COLLAB_MESSAGE_STORED } from '../../../shared/collab.ts';
import { keepText, keptText, loadKeptTexts } from './keptTexts.ts';

/**
 * Follows one doc's local edits and the server's answers, keeping the pending fields of `key` up to date.
 * Needs the provider's connection for the marks; returns how to stop.
 */
export function trackSharedTextSaves(doc: Y.Doc, provider: WebsocketProvider, key: string): () => void {
  let local = 0;
  let answered = 0;
  /** Field → the number of its latest local edit. */
  const fieldAt = new Map<string, number>();
  let loaded = false;
  void loadKeptTexts().then(() => {
    loaded = true;
    const restored = keptText(key)?.pending ?? [];
    if (restored.length > 0) {
      // Edits of an earlier visit that were not answered: the sync sends whatever the server lacks, then a mark.
      local = Math.max(local, answered + 1);
      for (const field of restored) fieldAt.set(field, Math.max(fieldAt.get(field) ?? 0, local));
    }
    update();
    sendMark();
  });

  const update = () => loaded && keepText(key, {
    synced: (keptText(key)?.synced ?? false) || provider.synced,
    pending: [...fieldAt].filter(([, at]) => at > answered).map(([field]) => field).sort(),
  });

  const sendMark = () => {
    const ws = provider.ws;
    if (local <= answered || !provider.wsconnected || !ws || ws.readyState !== ws.OPEN) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, COLLAB_MESSAGE_STORED);
    encoding.writeVarUint(encoder, local);
    ws.send(encoding.toUint8Array(encoder));
  };
  let markTimer: ReturnType<typeof setTimeout> | undefined;

  provider.messageHandlers[COLLAB_MESSAGE_STORED] = (_encoder, decoder: decoding.Decoder) => {
    answered = Math.max(answered, decoding.readVarUint(decoder));
    update();
  };

  const onTransaction = (transaction: Y.Transaction) => {
    if (!transaction.local || transaction.changed.size === 0) return;
    local++;
    for (const [name, type] of doc.share) if (transaction.changed.has(type)) fieldAt.set(name, local);
    update();
    // After the provider's own update handler has sent the update: one mark for a burst of edits.
    clearTimeout(markTimer);
    markTimer = setTimeout(sendMark, 0);
  };
  // After a (re)connection's sync the server has whatever this device kept: ask it to say when that is stored.
  const onSync = (synced: boolean) => {
    if (!synced) return;
    update();
    sendMark();
  };

  doc.on('afterTransaction', onTransaction);
  provider.on('sync', onSync);
  return () => {
    clearTimeout(markTimer);
    doc.off('afterTransaction', onTransaction);
    provider.off('sync', onSync);
    delete provider.messageHandlers[COLLAB_MESSAGE_STORED];
  };
}
