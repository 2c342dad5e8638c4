import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyTextDiff } from './collabText.ts';

function textOf(initial: string): Y.Text {
  const doc = new Y.Doc();
  const text = doc.getText('t');
  text.insert(0, initial);
  return text;
}

describe('applyTextDiff', () => {
  it('turns any text into any other', () => {
    const samples = ['', 'a', 'ab', 'aab', 'abab', 'ba', 'xyzzy', 'xyz', 'zzz', 'a😀b', 'a😁b'];
    for (const from of samples) {
      for (const to of samples) {
        const text = textOf(from);
        expect(applyTextDiff(text, to)).toBe(from !== to);
        expect(text.toString()).toBe(to);
      }
    }
  });

  it('places an ambiguous insert where the caret says it was typed', () => {
    const text = textOf('aa');
    const deltas: unknown[] = [];
    text.observe((event) => deltas.push(event.delta));
    applyTextDiff(text, 'aaa', 1); // typed with the caret at 1
    expect(deltas).toEqual([[{ retain: 1 }, { insert: 'a' }]]);
  });

  it('keeps text typed elsewhere meanwhile', () => {
    const base = new Y.Doc();
    base.getText('t').insert(0, 'Coil tuned.');
    const mine = new Y.Doc();
    const theirs = new Y.Doc();
    Y.applyUpdate(mine, Y.encodeStateAsUpdate(base));
    Y.applyUpdate(theirs, Y.encodeStateAsUpdate(base));
    applyTextDiff(mine.getText('t'), 'Coil tuned twice.');
    theirs.getText('t').insert(0, 'Note: ');
    Y.applyUpdate(mine, Y.encodeStateAsUpdate(theirs));
    Y.applyUpdate(theirs, Y.encodeStateAsUpdate(mine));
    expect(mine.getText('t').toString()).toBe('Note: Coil tuned twice.');
    expect(theirs.getText('t').toString()).toBe('Note: Coil tuned twice.');
  });
});
