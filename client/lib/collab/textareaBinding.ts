// Binds a <textarea> to a Y.Text: what the person types becomes Yjs edits, what others type appears without
// moving their caret, and their caret travels in the awareness for the others to draw.
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { applyTextDiff } from '../../../shared/collabText.ts';
import { LONG_TEXT_MAX } from '../../../shared/constants.ts';

/** The awareness field a person's caret travels in: which text, and where (relative positions as JSON). */
export interface SharedCaret { field: string; anchor: unknown; head: unknown }

const TYPED = Symbol('typed in this textarea');

/**
 * Carets stick to the character before them: two people typing at the same spot (say, both appending) each
 * keep their own run of text instead of interleaving letter by letter.
 */
const stickToLeft = (text: Y.Text, index: number) => Y.createRelativePositionFromTypeIndex(text, index, -1);

export function bindTextarea(text: Y.Text, textarea: HTMLTextAreaElement, awareness: Awareness, field: string): () => void {
  const doc = text.doc!;
  textarea.value = text.toString();
  let before = { start: 0, end: 0 };
  let saved: { start: Y.RelativePosition; end: Y.RelativePosition; direction: HTMLTextAreaElement['selectionDirection'] } | null = null;

  const publishCaret = () => {
    if (document.activeElement !== textarea) return;
    const caret: SharedCaret = { field, anchor: stickToLeft(text, textarea.selectionStart), head: stickToLeft(text, textarea.selectionEnd) };
    awareness.setLocalStateField('caret', caret);
  };

  const onBeforeInput = () => { before = { start: textarea.selectionStart, end: textarea.selectionEnd }; };
  const onInput = () => {
    keepWithinLimit(textarea, before.start);
    const cursor = {
      oldRange: { index: before.start, length: before.end - before.start },
      newRange: { index: textarea.selectionStart, length: textarea.selectionEnd - textarea.selectionStart },
    };
    doc.transact(() => applyTextDiff(text, textarea.value, cursor), TYPED);
    publishCaret();
  };

  // Before anyone else's edit lands, remember the selection relative to the text around it.
  const onBeforeTransaction = () => {
    saved = { start: stickToLeft(text, textarea.selectionStart), end: stickToLeft(text, textarea.selectionEnd), direction: textarea.selectionDirection };
  };
  const onTextChange = (_event: Y.YTextEvent, transaction: Y.Transaction) => {
    if (transaction.origin === TYPED) return;
    const focused = document.activeElement === textarea;
    const { scrollTop } = textarea;
    textarea.value = text.toString();
    textarea.scrollTop = scrollTop;
    if (!focused || !saved) return;
    const start = Y.createAbsolutePositionFromRelativePosition(saved.start, doc);
    const end = Y.createAbsolutePositionFromRelativePosition(saved.end, doc);
    if (start && end) textarea.setSelectionRange(start.index, end.index, saved.direction);
  };
  const onBlur = () => awareness.setLocalStateField('caret', null);

  const listeners: [string, EventListener][] = [
    ['beforeinput', onBeforeInput], ['input', onInput], ['blur', onBlur],
    ['focus', publishCaret], ['select', publishCaret], ['keyup', publishCaret], ['mouseup', publishCaret],
  ];
  for (const [event, listener] of listeners) textarea.addEventListener(event, listener);
  doc.on('beforeTransaction', onBeforeTransaction);
  text.observe(onTextChange);
  publishCaret();

  return () => {
    for (const [event, listener] of listeners) textarea.removeEventListener(event, listener);
    doc.off('beforeTransaction', onBeforeTransaction);
    text.unobserve(onTextChange);
    if ((awareness.getLocalState() as { caret?: SharedCaret | null } | null)?.caret?.field === field) awareness.setLocalStateField('caret', null);
  };
}

/**
 * Cuts what was just inserted so that the text stays within LONG_TEXT_MAX (maxLength stops typing, not every
 * way text gets in): the server refuses a longer text, and with it everything sent in the same batch, such as
 * an hour of offline typing.
 */
function keepWithinLimit(textarea: HTMLTextAreaElement, insertedFrom: number): void {
  const excess = textarea.value.length - LONG_TEXT_MAX;
  if (excess <= 0) return;
  const caret = textarea.selectionEnd;
  const cut = Math.max(Math.min(insertedFrom, caret), caret - excess);
  textarea.value = textarea.value.slice(0, cut) + textarea.value.slice(caret);
  textarea.setSelectionRange(cut, cut);
}
