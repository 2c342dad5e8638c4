import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { WebSocket } from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { COLLAB_CLOSE, COLLAB_MAX_AWARENESS_CLIENTS, COLLAB_MAX_DOC_BYTES, COLLAB_MESSAGE_STORED } from '../../shared/collab.ts';
import { LONG_TEXT_MAX } from '../../shared/constants.ts';
import { type AwarenessEntry, decodeAwareness, encodeAwareness } from './awarenessEntries.ts';
import { Coalescer } from './coalescer.ts';
import { DocConnection } from './docConnection.ts';
import { docFromUpdates, inspectUpdate, longestText } from './docText.ts';
import type { RecordKind } from '../../shared/recordNames.ts';

// The y-websocket wire protocol: every message starts with its type.
const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_QUERY_AWARENESS = 3;

/** One client's awareness state (its name, colour and caret: well under 1 KiB) may take this many bytes of JSON. */
export const AWARENESS_MAX_STATE_BYTES = 2048;

/**
 * Awareness changes go to this node's clients at most this often, and to the other nodes (a NOTIFY each) at most
 * at AWARENESS_PUBLISH_MS: the states changed meanwhile, each once, as they are then. A caret moves a little later
 * for the others; a burst of messages costs one relay, not one for every message and client.
 */
export const AWARENESS_RELAY_MS = 50;
export const AWARENESS_PUBLISH_MS = 250;

/** What JSON.stringify(null) encodes to: the state of a client that left. */
const LEFT = new TextEncoder().encode('null');
const utf8 = new TextDecoder('utf-8', { fatal: true });

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

/**
 * One record's Y.Doc in memory with the websockets of the people editing it: syncs every client with the
 * doc and the others, relays awareness, and refuses updates that break the limits (text per field, doc size,
 * content other than the kind's text fields) by closing that connection. Each connection (DocConnection) is
 * read within its budget and closed when it falls too far behind; its awareness is its own clients' only.
 */
export class LiveDoc {
  readonly doc: Y.Doc;
  readonly awareness: awarenessProtocol.Awareness;
  private readonly connections = new Map<WebSocket, DocConnection>();
  /** Which connection announced each awareness client: only it may change that client's state. */
  private readonly owners = new Map<number, DocConnection>();
  private readonly relay = new Coalescer<number>(AWARENESS_RELAY_MS, (clientIds) => this.relayAwareness(clientIds));
  private readonly publish = new Coalescer<number>(AWARENESS_PUBLISH_MS, (clientIds) => this.publishAwareness(clientIds));
  private bytes: number;

  constructor(readonly name: string, readonly kind: RecordKind, updates: Uint8Array[], private readonly events: LiveDocEvents) {
    this.doc = docFromUpdates(updates);
    this.bytes = Y.encodeStateAsUpdate(this.doc).length;
    this.awareness = new awarenessProtocol.Awareness(this.doc);
    this.awareness.setLocalState(null);
    this.doc.on('update', this.broadcastUpdate);
    this.awareness.on('update', this.awarenessChanged);
  }

  get size(): number { return this.connections.size; }

  /** How many connections `editor` has to this doc (COLLAB_MAX_CLIENTS_PER_PERSON). */
  connectionsOf(editor: string): number {
    let count = 0;
    for (const connection of this.connections.values()) if (connection.editor === editor) count++;
    return count;
  }

  addConnection(ws: WebSocket, editor: string): void {
    const connection = new DocConnection(ws, editor, {
      receive: (from, message) => this.receive(from, message),
      gone: (from) => this.removeConnection(from),
    });
    this.connections.set(ws, connection);

    const sync = encoding.createEncoder();
    encoding.writeVarUint(sync, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(sync, this.doc);
    connection.send(encoding.toUint8Array(sync));
    this.sendAwarenessStates(connection);
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
    this.relay.stop();
    this.publish.stop();
    for (const ws of this.connections.keys()) ws.terminate();
    this.awareness.off('update', this.awarenessChanged);
    this.awareness.destroy();
    this.doc.destroy();
  }

  /** Handles one message of a connection; answers the bytes sent back to it (what the message cost the server). */
  private receive(connection: DocConnection, message: Uint8Array): number {
    try {
      const decoder = decoding.createDecoder(message);
      const type = decoding.readVarUint(decoder);
      if (type === MESSAGE_SYNC) return this.receiveSync(connection, decoder);
      if (type === MESSAGE_AWARENESS) this.receiveAwareness(connection, decoding.readVarUint8Array(decoder));
      else if (type === MESSAGE_QUERY_AWARENESS) return this.sendAwarenessStates(connection);
      else if (type === COLLAB_MESSAGE_STORED) connection.answerWhenStored(decoding.readVarUint(decoder), () => this.events.whenStored());
      // Other types (y-websocket's auth, 2, among them) are read, counted against the budget and ignored.
    } catch {
      connection.close(COLLAB_CLOSE.invalid, 'Malformed message');
    }
    return 0;
  }

  private receiveSync(connection: DocConnection, decoder: decoding.Decoder): number {
    const step = decoding.readVarUint(decoder);
    if (step === syncProtocol.messageYjsSyncStep1) {
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, MESSAGE_SYNC);
      syncProtocol.writeSyncStep2(reply, this.doc, decoding.readVarUint8Array(decoder));
      const bytes = encoding.toUint8Array(reply);
      connection.send(bytes);
      return bytes.length;
    }
    if (step !== syncProtocol.messageYjsSyncStep2 && step !== syncProtocol.messageYjsUpdate) throw new Error('unknown sync step');
    const update = decoding.readVarUint8Array(decoder);
    const refusal = this.refusal(update);
    if (refusal) {
      connection.close(refusal.code, refusal.reason);
      return 0;
    }
    this.bytes += update.length;
    Y.applyUpdate(this.doc, update, connection);
    return 0;
  }

  /**
   * Applies the states of a client's awareness message that are its own; a state larger than a caret needs closes
   * the connection, unrelayed. The others are dropped: y-websocket echoes every state it receives (no change, as
   * their clocks are not newer), and a connection may not speak for clients it did not announce.
   */
  private receiveAwareness(connection: DocConnection, update: Uint8Array): void {
    const entries = decodeAwareness(update);
    if (entries.some((entry) => entry.state.length > AWARENESS_MAX_STATE_BYTES)) { // the state as UTF-8 JSON
      connection.close(COLLAB_CLOSE.tooLarge, `An awareness state may take at most ${AWARENESS_MAX_STATE_BYTES} bytes`);
      return;
    }
    const own = entries.filter((entry) => this.mayAnnounce(connection, entry));
    if (own.length > 0) awarenessProtocol.applyAwarenessUpdate(this.awareness, encodeAwareness(own), connection);
  }

  /**
   * Whether a connection may set this client's state: one it announced before, or a new one while it has fewer
   * than COLLAB_MAX_AWARENESS_CLIENTS, which becomes its own. Not a client another person's connection or another
   * node announced, not a departure of a client it never had, and not a state no newer than the one known (an
   * echo, arriving late or not). A newer state of a client of the same person's other connection moves it over:
   * a browser that reconnected before the server noticed its old connection was gone (up to a minute of pings).
   * A state must be a JSON object; anything else closes the connection (thrown, as malformed).
   */
  private mayAnnounce(connection: DocConnection, entry: AwarenessEntry): boolean {
    const owner = this.owners.get(entry.clientId);
    if (owner && owner !== connection && owner.editor !== connection.editor) return false;
    const left = entry.state.length === LEFT.length && entry.state.every((byte, i) => byte === LEFT[i]);
    if (!left) {
      const state: unknown = JSON.parse(utf8.decode(entry.state));
      if (typeof state !== 'object' || state === null || Array.isArray(state)) throw new Error('an awareness state is not an object');
    }
    if (owner === connection) return true;
    if (left || connection.clientIds.size >= COLLAB_MAX_AWARENESS_CLIENTS || entry.clientId === this.awareness.clientID) return false;
    const known = this.awareness.meta.get(entry.clientId);
    if (known && known.clock >= entry.clock) return false;
    if (owner) owner.clientIds.delete(entry.clientId);
    else if (this.awareness.getStates().has(entry.clientId)) return false; // another node's
    this.owners.set(entry.clientId, connection);
    connection.clientIds.add(entry.clientId);
    return true;
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
    for (const connection of this.connections.values()) if (connection !== origin) connection.send(bytes);
    if (origin instanceof DocConnection) this.events.onClientUpdate(update, origin.editor);
  };

  private readonly awarenessChanged = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown,
  ): void => {
    const changed = [...added, ...updated, ...removed];
    this.relay.add(changed);
    if (origin !== STORED) this.publish.add(changed);
  };

  /** The current states (or departures) of these clients, as one awareness update. */
  private encodeStates(clientIds: number[]): Uint8Array | null {
    const known = clientIds.filter((id) => this.awareness.meta.has(id));
    return known.length > 0 ? awarenessProtocol.encodeAwarenessUpdate(this.awareness, known) : null;
  }

  private relayAwareness(clientIds: number[]): void {
    const update = this.encodeStates(clientIds);
    if (!update) return;
    const message = encoding.createEncoder();
    encoding.writeVarUint(message, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(message, update);
    const bytes = encoding.toUint8Array(message);
    for (const connection of this.connections.values()) connection.send(bytes);
  }

  private publishAwareness(clientIds: number[]): void {
    const update = this.encodeStates(clientIds);
    if (update) this.events.onAwareness(update);
  }

  /** Sends every state to a connection; answers the bytes sent. */
  private sendAwarenessStates(connection: DocConnection): number {
    const states = [...this.awareness.getStates().keys()];
    if (states.length === 0) return 0;
    const message = encoding.createEncoder();
    encoding.writeVarUint(message, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(message, awarenessProtocol.encodeAwarenessUpdate(this.awareness, states));
    const bytes = encoding.toUint8Array(message);
    connection.send(bytes);
    return bytes.length;
  }

  /**
   * Forgets a connection that closed or was closed: its clients' states go at once, and what is remembered of
   * clients that left more than the awareness timeout ago (their clocks, kept against late echoes) goes too.
   */
  private removeConnection(connection: DocConnection): void {
    if (this.connections.get(connection.ws) !== connection) return;
    this.connections.delete(connection.ws);
    for (const id of connection.clientIds) this.owners.delete(id);
    awarenessProtocol.removeAwarenessStates(this.awareness, [...connection.clientIds], null);
    const now = Date.now();
    for (const [id, meta] of this.awareness.meta) {
      if (!this.awareness.states.has(id) && id !== this.awareness.clientID && now - meta.lastUpdated > awarenessProtocol.outdatedTimeout) this.awareness.meta.delete(id);
    }
    if (this.connections.size === 0) this.events.onEmpty();
  }
}
