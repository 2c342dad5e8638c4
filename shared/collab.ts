// The Yjs documents behind the multi-line fields: one Y.Doc per record, named like its Socket.IO room
// (station:<sid>, issue:<iid>: see recordNames.ts), one Y.Text per field, synced through y-websocket on
// COLLAB_PATH/<doc>. Which fields those are: shared/collabFields.ts (kept apart, as it needs the schemas).
import { AUTOSAVE_ISSUE_MS, AUTOSAVE_STATION_MS } from './constants.ts';
import type { RecordKind } from './recordNames.ts';

export const COLLAB_PATH = '/yjs';

/** How often the server writes a doc's text into the record's columns while people type (SPEC §4 flush points). */
export const COLLAB_FLUSH_MS: Record<RecordKind, number> = { station: AUTOSAVE_STATION_MS, issue: AUTOSAVE_ISSUE_MS };

/** Limits against abuse: the encoded doc, one websocket message, and the people in one doc at once. */
export const COLLAB_MAX_DOC_BYTES = 1024 * 1024;
export const COLLAB_MAX_MESSAGE_BYTES = 256 * 1024;
export const COLLAB_MAX_CLIENTS = 50;

/**
 * A message of ours beside the y-websocket protocol's (sync 0, awareness 1, auth 2, query awareness 3): the
 * client sends it with a number after its updates; the server answers with the same number once every update
 * that connection sent before it is stored, so the client knows what is saved (varuint type, varuint number).
 */
export const COLLAB_MESSAGE_STORED = 100;

/** Close codes the server ends a doc connection with; the client stops reconnecting on all but restart. */
export const COLLAB_CLOSE = {
  /** A message that is not the y-websocket protocol, or an update with something other than the kind's text. */
  invalid: 4400,
  /** An update would make a field longer than LONG_TEXT_MAX or the doc larger than COLLAB_MAX_DOC_BYTES. */
  tooLarge: 4413,
  /** The session the connection was opened with ended (logout, idle timeout). */
  signedOut: 4401,
  /** The record was deleted. */
  gone: 4410,
  /** The server is shutting down; reconnect. */
  restart: 1012,
} as const;

