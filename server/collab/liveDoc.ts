import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { WebSocket } from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { COLLAB_CLOSE, COLLAB_MAX_DOC_BYTES, COLLAB_MESSAGE_STORED } from '../../shared/collab.ts';
import { LONG_TEXT_MAX } from '../../shared/constants.ts';
import { docFromUpdates, inspectUpdate, longestText } from './docText.ts';
import type { RecordKind } from '../../shared/recordNames.ts';

// The y-websocket wire protocol: every message starts with its type.
const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_QUERY_AWARENESS = 3;

const PING_INTERVAL_MS = 30_000;

/** One client's awareness state (its name, colour and caret: well under 1 KiB) may take this many bytes of JSON. */
export const AWARENESS_MAX_STATE_BYTES = 2048;

/** Where a change to the doc came from: a client's connection, or storage (other nodes, API writes). */
export const STORED = 'db';

export interface LiveDocEvents {
  /** A client's edit, applied: to be stored and flushed into the columns. `editor` is who typed it. */
  onClientUpdate(update: Uint8Array, editor: string): void;
  /** Resolves once every client update applied so far is stored (for COLLAB_MESSAGE_STORED). */
  whenStored(): Promise<void>;
  /** Awareness (cursors, names) changed by this node's clients: for the other nodes. */
  onAwareness(update: Uint8Array): void;
  /** The last connection closed. */
  onEmpty(): void;
}

interface Connection { editor: string; clientIds: Set<number>; alive: boolean; ping: NodeJS.Timeout }

/**
 * One record's Y.Doc in memory with the websockets of the people editing it: syncs every client with the
 * doc and the others, relays awareness, and refuses updates that break the limits (text per field, doc size,
 * content other than the kind's text fields) by closing that connection.
 */
export class LiveDoc {
  readonly doc: Y.Doc;
  readonly awareness: awarenessProtocol.Awareness;
  private readonly connections = new Map<WebSocket, Connection>();
  private bytes: number;

  constructor(readonly name: string, readonly kind: RecordKind, updates: Uint8Array[], private readonly events: LiveDocEvents) {
    this.doc = docFromUpdates(updates);
    this.bytes = Y.encodeStateAsUpdate(this.doc).length;
    this.awareness = new awarenessProtocol.Awareness(this.doc);
    this.awareness.setLocalState(null);
    this.doc.on('update', this.broadcastUpdate);
    this.awareness.on('update', this.broadcastAwareness);
  }

  get size(): number { return this.connections.size; }

  addConnection(ws: WebSocket, editor: string): void {
    const connection: Connection = { editor, clientIds: new Set(), alive: true, ping: setInterval(() => this.ping(ws), PING_INTERVAL_MS) };
    this.connections.set(ws, connection);
    ws.binaryType = 'nodebuffer';
    ws.on('message', (data: Buffer) => this.receive(ws, new Uint8Array(data.buffer, data.byteOffset, data.byteLength)));
    ws.on('pong', () => { connection.alive = true; });
    ws.on('close', () => this.removeConnection(ws));
    ws.on('error', () => ws.terminate());

    const sync = encoding.createEncoder();
    encoding.writeVarUint(sync, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(sync, this.doc);
    this.send(ws, encoding.toUint8Array(sync));
    this.sendAwarenessStates(ws);
  }

  /** Applies updates from storage (another node, or text written through the API). */
  applyStored(update: Uint8Array): void {
    this.bytes += update.length;
    Y.applyUpdate(this.doc, update, STORED);
  }

  /** Applies another node's awareness changes. */
  applyRemoteAwareness(update: Uint8Array): void {
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, STORED);
  }

  /** Closes every connection (the clients reconnect unless the code tells them not to). */
  closeAll(code: number, reason: string): void {
    for (const ws of this.connections.keys()) ws.close(code, reason);
  }

  destroy(): void {
    for (const ws of this.connections.keys()) ws.terminate();
    this.awareness.destroy();
    this.doc.destroy();
  }

  private receive(ws: WebSocket, message: Uint8Array): void {
    // A connection the server is closing (signed out, refused) has had its say: what it still sends is not applied.
    if (ws.readyState !== ws.OPEN) return;
    try {
      const decoder = decoding.createDecoder(message);
      const type = decoding.readVarUint(decoder);
      if (type === MESSAGE_SYNC) this.receiveSync(ws, decoder);
      else if (type === MESSAGE_AWARENESS) this.receiveAwareness(ws, decoding.readVarUint8Array(decoder));
      else if (type === MESSAGE_QUERY_AWARENESS) this.sendAwarenessStates(ws);
      else if (type === COLLAB_MESSAGE_STORED) this.answerWhenStored(ws, decoding.readVarUint(decoder));
    } catch {
      ws.close(COLLAB_CLOSE.invalid, 'Malformed message');
    }
  }

  private receiveSync(ws: WebSocket, decoder: decoding.Decoder): void {
    const step = decoding.readVarUint(decoder);
    if (step === syncProtocol.messageYjsSyncStep1) {
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, MESSAGE_SYNC);
      syncProtocol.writeSyncStep2(reply, this.doc, decoding.readVarUint8Array(decoder));
      this.send(ws, encoding.toUint8Array(reply));
      return;
    }
    if (step !== syncProtocol.messageYjsSyncStep2 && step !== syncProtocol.messageYjsUpdate) throw new Error('unknown sync step');
    const update = decoding.readVarUint8Array(decoder);
    const refusal = this.refusal(update);
    if (refusal) {
      ws.close(refusal.code, refusal.reason);
      return;
    }
    this.bytes += update.length;
    Y.applyUpdate(this.doc, update, ws);
  }

  /** Answers with the client's number once what it sent before is stored; updates arrive in order, so that is all of them. */
  private answerWhenStored(ws: WebSocket, mark: number): void {
    void this.events.whenStored().then(() => {
      const answer = encoding.createEncoder();
      encoding.writeVarUint(answer, COLLAB_MESSAGE_STORED);
      encoding.writeVarUint(answer, mark);
      this.send(ws, encoding.toUint8Array(answer));
    });
  }

  /** Applies a client's awareness changes, unless one state is larger than a caret needs: that closes the connection, unrelayed. */
  private receiveAwareness(ws: WebSocket, update: Uint8Array): void {
    const decoder = decoding.createDecoder(update);
    for (let count = decoding.readVarUint(decoder); count > 0; count--) {
      decoding.readVarUint(decoder); // client id
      decoding.readVarUint(decoder); // clock
      if (decoding.readVarUint8Array(decoder).length > AWARENESS_MAX_STATE_BYTES) { // the state as UTF-8 JSON
        ws.close(COLLAB_CLOSE.tooLarge, `An awareness state may take at most ${AWARENESS_MAX_STATE_BYTES} bytes`);
        return;
      }
    }
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, ws);
  }

  /** Why a client's update may not be applied, or null. Checks cheaply first, exactly only near a limit. */
  private refusal(update: Uint8Array): { code: number; reason: string } | null {
    const { inserted, problem } = inspectUpdate(update, this.kind);
    if (problem) return { code: COLLAB_CLOSE.invalid, reason: problem };
    if (this.bytes + update.length > COLLAB_MAX_DOC_BYTES) {
      this.bytes = Y.encodeStateAsUpdate(this.doc).length;
      if (this.bytes + update.length > COLLAB_MAX_DOC_BYTES) return { code: COLLAB_CLOSE.tooLarge, reason: `The document would exceed ${COLLAB_MAX_DOC_BYTES} bytes` };
    }
    if (inserted > 0 && longestText(this.doc, this.kind) + inserted > LONG_TEXT_MAX) {
      const probe = docFromUpdates([Y.encodeStateAsUpdate(this.doc), update]);
      const tooLong = longestText(probe, this.kind) > LONG_TEXT_MAX;
      probe.destroy();
      if (tooLong) return { code: COLLAB_CLOSE.tooLarge, reason: `A text may hold at most ${LONG_TEXT_MAX} characters` };
    }
    return null;
  }

  private readonly broadcastUpdate = (update: Uint8Array, origin: unknown): void => {
    const message = encoding.createEncoder();
    encoding.writeVarUint(message, MESSAGE_SYNC);
    syncProtocol.writeUpdate(message, update);
    const bytes = encoding.toUint8Array(message);
    for (const ws of this.connections.keys()) if (ws !== origin) this.send(ws, bytes);
    const connection = this.connections.get(origin as WebSocket);
    if (connection) this.events.onClientUpdate(update, connection.editor);
  };

  private readonly broadcastAwareness = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown,
  ): void => {
    const connection = this.connections.get(origin as WebSocket);
    if (connection) {
      for (const id of [...added, ...updated]) connection.clientIds.add(id);
      for (const id of removed) connection.clientIds.delete(id);
    }
    const changed = [...added, ...updated, ...removed];
    const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed);
    const message = encoding.createEncoder();
    encoding.writeVarUint(message, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(message, update);
    const bytes = encoding.toUint8Array(message);
    for (const ws of this.connections.keys()) this.send(ws, bytes);
    if (origin !== STORED) this.events.onAwareness(update);
  };

  private sendAwarenessStates(ws: WebSocket): void {
    const states = [...this.awareness.getStates().keys()];
    if (states.length === 0) return;
    const message = encoding.createEncoder();
    encoding.writeVarUint(message, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(message, awarenessProtocol.encodeAwarenessUpdate(this.awareness, states));
    this.send(ws, encoding.toUint8Array(message));
  }

  private send(ws: WebSocket, message: Uint8Array): void {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(message, (error) => { if (error) ws.terminate(); });
  }

  private ping(ws: WebSocket): void {
    const connection = this.connections.get(ws);
    if (!connection) return;
    if (!connection.alive) {
      ws.terminate();
      return;
    }
    connection.alive = false;
    ws.ping();
  }

  private removeConnection(ws: WebSocket): void {
    const connection = this.connections.get(ws);
    if (!connection) return;
    clearInterval(connection.ping);
    this.connections.delete(ws);
    awarenessProtocol.removeAwarenessStates(this.awareness, [...connection.clientIds], null);
    if (this.connections.size === 0) this.events.onEmpty();
  }
}
