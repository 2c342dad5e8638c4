import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/**
 * One client's entry in a y-protocols awareness update: its id, clock and state as UTF-8 JSON (`null`: the
 * client left). Read without parsing the JSON, so entries that are dropped cost no parse.
 */
export interface AwarenessEntry { clientId: number; clock: number; state: Uint8Array }

/** The entries of an awareness update; throws on a malformed one (a count beyond its bytes included). */
export function decodeAwareness(update: Uint8Array): AwarenessEntry[] {
  const decoder = decoding.createDecoder(update);
  const entries: AwarenessEntry[] = [];
  for (let count = decoding.readVarUint(decoder); count > 0; count--) {
    entries.push({ clientId: decoding.readVarUint(decoder), clock: decoding.readVarUint(decoder), state: decoding.readVarUint8Array(decoder) });
  }
  return entries;
}

export function encodeAwareness(entries: readonly AwarenessEntry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const { clientId, clock, state } of entries) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarUint8Array(encoder, state);
  }
  return encoding.toUint8Array(encoder);
}

/** An awareness update cut into updates of at most `maxBytes` each (an entry larger than that goes alone). */
export function splitAwareness(update: Uint8Array, maxBytes: number): Uint8Array[] {
  if (update.length <= maxBytes) return [update];
  const parts: Uint8Array[] = [];
  let part: AwarenessEntry[] = [];
  let size = 4; // the count
  for (const entry of decodeAwareness(update)) {
    const bytes = entry.state.length + 16; // two varuints and the state's length
    if (part.length > 0 && size + bytes > maxBytes) {
      parts.push(encodeAwareness(part));
      part = [];
      size = 4;
    }
    part.push(entry);
    size += bytes;
  }
  if (part.length > 0) parts.push(encodeAwareness(part));
  return parts;
}
