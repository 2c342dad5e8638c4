import { describe, expect, it } from 'vitest';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import { decodeAwareness, encodeAwareness, splitAwareness } from './awarenessEntries.ts';

/** An awareness with `count` remote clients of `size`-character names, as a server holds them. */
function awarenessWith(count: number, size: number): { awareness: awarenessProtocol.Awareness; update: Uint8Array } {
  const source = new awarenessProtocol.Awareness(new Y.Doc());
  const awareness = new awarenessProtocol.Awareness(new Y.Doc());
  const clients = Array.from({ length: count }, (_, i) => {
    const client = new awarenessProtocol.Awareness(new Y.Doc());
    client.setLocalState({ user: { name: `${i}`.padEnd(size, 'x') } });
    awarenessProtocol.applyAwarenessUpdate(source, awarenessProtocol.encodeAwarenessUpdate(client, [client.clientID]), 'test');
    client.destroy();
    return client.clientID;
  });
  const update = awarenessProtocol.encodeAwarenessUpdate(source, clients);
  source.destroy();
  return { awareness, update };
}

describe('awareness entries', () => {
  it('decode and encode to the same bytes', () => {
    const { awareness, update } = awarenessWith(3, 10);
    expect(encodeAwareness(decodeAwareness(update))).toEqual(update);
    awareness.destroy();
  });

  it('refuse a count beyond the bytes', () => {
    expect(() => decodeAwareness(Uint8Array.of(0xff, 0xff, 0x03, 1, 1))).toThrow();
  });

  it('split into parts of at most the size that together hold every state', () => {
    const { awareness, update } = awarenessWith(40, 500);
    const parts = splitAwareness(update, 2000);
    expect(parts.length).toBeGreaterThan(10);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(2000);
      awarenessProtocol.applyAwarenessUpdate(awareness, part, 'test');
    }
    expect(awareness.getStates().size).toBe(41); // its own and the forty
    awareness.destroy();
  });
});
