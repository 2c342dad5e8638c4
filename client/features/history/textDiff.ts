// A multi-line field's change as the words put in and taken out, with long unchanged stretches shortened.
import { diffWords } from 'diff';

export interface DiffPart {
  text: string;
  /** 'gap': unchanged text left out between two changes (or before the first, after the last). */
  change: 'same' | 'added' | 'removed' | 'gap';
}

/** Unchanged words kept on each side of a change (in characters, to the nearest word). */
export const DIFF_CONTEXT = 60;
/** A word diff of two 20000-character texts rewritten wholesale can take long: it gives up after this. */
const DIFF_TIMEOUT_MS = 150;

/** The word diff of `before` → `after`; unchanged text longer than the context around a change is shortened. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const changes = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS })
    ?? [{ value: before, removed: true, added: false }, { value: after, added: true, removed: false }];
  const parts: DiffPart[] = [];
  changes.forEach((change, index) => {
    if (change.value === '') return;
    if (change.added || change.removed) {
      parts.push({ text: change.value, change: change.added ? 'added' : 'removed' });
      return;
    }
    parts.push(...shortened(change.value, index > 0, index < changes.length - 1));
  });
  return parts;
}

/** Unchanged text: its start (when a change comes before it) and its end (when one follows), the rest a gap. */
function shortened(text: string, changeBefore: boolean, changeAfter: boolean): DiffPart[] {
  const keep = (changeBefore ? DIFF_CONTEXT : 0) + (changeAfter ? DIFF_CONTEXT : 0);
  if (text.length <= keep + DIFF_CONTEXT / 2) return [{ text, change: 'same' }];
  const head = changeBefore ? toWordEnd(text, DIFF_CONTEXT) : '';
  const tail = changeAfter ? fromWordStart(text, DIFF_CONTEXT) : '';
  return [
    ...(head ? [{ text: head, change: 'same' } as const] : []),
    { text: '…', change: 'gap' },
    ...(tail ? [{ text: tail, change: 'same' } as const] : []),
  ];
}

/** About the first `length` characters, ending after a whole word. */
function toWordEnd(text: string, length: number): string {
  const cut = text.slice(0, length);
  const space = cut.search(/\s\S*$/);
  return space > length / 2 ? cut.slice(0, space + 1) : cut;
}

/** About the last `length` characters, starting at a whole word. */
function fromWordStart(text: string, length: number): string {
  const cut = text.slice(-length);
  const space = cut.search(/\s/);
  return space >= 0 && space < length / 2 ? cut.slice(space) : cut;
}
