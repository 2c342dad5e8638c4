// The Yjs documents behind the multi-line fields: one Y.Doc per record, named like its Socket.IO room
// (station:<sid>, issue:<iid>: see recordNames.ts), one Y.Text per field, synced through y-websocket on
// COLLAB_PATH/<doc>. Which fields those are: shared/collabFields.ts (kept apart, as it needs the schemas).
import { AUTOSAVE_ISSUE_MS, AUTOSAVE_STATION_MS } from './constants.ts';
import type { RecordKind } from './recordNames.ts';

export const COLLAB_PATH = '/yjs';

/** How often the server writes a doc's text into the record's columns while people type (SPEC §4 flush points). */
export const COLLAB_FLUSH_MS: Record<RecordKind, number> = { station: AUTOSAVE_STATION_MS, issue: AUTOSAVE_ISSUE_MS, action: AUTOSAVE_ISSUE_MS };

/** Limits against abuse: the encoded doc, one websocket message, and the people in one doc at once. */
export const COLLAB_MAX_DOC_BYTES = 1024 * 1024;
export const COLLAB_MAX_MESSAGE_BYTES = 256 * 1024;
export const COLLAB_MAX_CLIENTS = 50;
/**
 * Connections of one person (account) to one doc on one node: a few tabs and devices, far below
 * COLLAB_MAX_CLIENTS, so that one person cannot take every place in a doc and lock the others out.
 */
export const COLLAB_MAX_CLIENTS_PER_PERSON = 8;
/**
 * Awareness clients (carets) one connection may announce: y-websocket sends one per Y.Doc, its clientID; a few
 * more allow for a doc whose clientID changed. Other clients' states in its messages (y-websocket echoes every
 * state it receives) are ignored.
 */
export const COLLAB_MAX_AWARENESS_CLIENTS = 3;
/**
 * What the server reads from one connection: a token bucket of `burst` messages refilled at `perSecond`. A
 * message costs one, plus one per `bytesPerToken` of what it carries and of what the server answers it with
 * (sync step 1 and awareness queries are answered with up to the whole doc or every state). Typing costs about
 * three messages a keystroke (the update, the caret, the saved mark). A connection over its budget is not read
 * until the bucket refills: its messages wait in TCP, nothing is lost.
 */
export const COLLAB_READ_BUDGET = { burst: 500, perSecond: 200, bytesPerToken: 16 * 1024 } as const;
/**
 * What the server lets wait for a client that does not read (ws bufferedAmount): more than a whole doc (a sync
 * answer) and what others type meanwhile. Past it the connection is closed with COLLAB_CLOSE.tooSlow.
 */
export const COLLAB_MAX_BUFFERED_BYTES = 2 * COLLAB_MAX_DOC_BYTES;

/**
 * A message of ours beside the y-websocket protocol's (sync 0, awareness 1, auth 2, query awareness 3): the
 * client sends it with a number after its updates; the server answers with the same number once every update
 * that connection sent before it is stored, so the client knows what is saved (varuint type, varuint number).
 */
export const COLLAB_MESSAGE_STORED = 100;

/**
 * Close codes the server ends a doc connection with. y-websocket stops reconnecting on 4400–4499 (for good: the
 * client says so and stops); on the others, 4500–4599 the "try again later" range among them, it reconnects with
 * a growing delay and syncs again, sending what the server does not have yet.
 */
export const COLLAB_CLOSE = {
  /** A message that is not the y-websocket protocol, or an update with something other than the kind's text. */
  invalid: 4400,
  /** An update would make a field longer than LONG_TEXT_MAX or the doc larger than COLLAB_MAX_DOC_BYTES. */
  tooLarge: 4413,
  /** The session the connection was opened with ended (logout, idle timeout). */
  signedOut: 4401,
  /** The record was deleted. */
  gone: 4410,
  /** The client fell more than COLLAB_MAX_BUFFERED_BYTES behind in reading; it reconnects and syncs again. */
  tooSlow: 4500,
  /** The person has COLLAB_MAX_CLIENTS_PER_PERSON connections to the doc already; the client shows why and tries again. */
  tooManyConnections: 4529,
  /** The server is shutting down; reconnect. */
  restart: 1012,
} as const;

