import diff from 'fast-diff';
import type * as Y from 'yjs';

/**
 * Makes a Y.Text read `next` through the smallest set of inserts and deletes, so that what others type
 * meanwhile merges with it. `cursor` (the caret before the edit, or the selection before and after it)
 * settles ambiguous edits the way the person typed them ('a' typed into 'aa' at 1 is an insert at 1, not
 * at 2). Call inside a transaction.
 * Returns false when the text already reads `next`.
 */
export function applyTextDiff(text: Y.Text, next: string, cursor?: number | diff.CursorInfo): boolean {
  const current = text.toString();
  if (current === next) return false;
  let index = 0;
  for (const [operation, chunk] of diff(current, next, cursor)) {
    if (operation === diff.EQUAL) {
      index += chunk.length;
    } else if (operation === diff.DELETE) {
      text.delete(index, chunk.length);
    } else {
      text.insert(index, chunk);
      index += chunk.length;
    }
  }
  return true;
}
