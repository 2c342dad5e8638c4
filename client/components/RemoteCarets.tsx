import { useEffect, useState, type RefObject } from 'react';
import getCaretCoordinates from 'textarea-caret';
import * as Y from 'yjs';
import type { CollabSession } from '../lib/collab/collab.ts';
import type { SharedCaret } from '../lib/collab/textareaBinding.ts';
import classes from './CollabTextarea.module.css';

interface Caret { id: number; name: string; color: string; top: number; left: number; height: number }

interface PeerState { user?: { name?: string; color?: { r: number; g: number; b: number } }; caret?: SharedCaret | null }

/**
 * The carets of the others typing in this textarea, each with its person's name, drawn over it. Place it
 * next to the textarea inside a positioned box (`box`).
 */
export function RemoteCarets({ session, field, textarea, box }: {
  session: CollabSession | null;
  field: string;
  textarea: RefObject<HTMLTextAreaElement | null>;
  box: RefObject<HTMLDivElement | null>;
}) {
  const [carets, setCarets] = useState<Caret[]>([]);
  const ready = Boolean(session?.ready);
  const doc = session?.doc;
  const awareness = session?.provider.awareness;

  useEffect(() => {
    const element = textarea.current;
    if (!ready || !doc || !awareness || !element) return;
    const text = doc.getText(field);
    const place = () => {
      const container = box.current;
      if (!container) return;
      const peers = [...awareness.getStates() as Map<number, PeerState>].filter(([id, state]) => id !== awareness.clientID && state.caret?.field === field);
      // Nobody else in this field (the usual case): no layout to measure, no render.
      if (peers.length === 0) return setCarets((current) => (current.length === 0 ? current : []));
      const offsetTop = element.getBoundingClientRect().top - container.getBoundingClientRect().top;
      const offsetLeft = element.getBoundingClientRect().left - container.getBoundingClientRect().left;
      const next: Caret[] = [];
      peers.forEach(([id, state]) => {
        if (!state.caret) return;
        const head = Y.createAbsolutePositionFromRelativePosition(Y.createRelativePositionFromJSON(state.caret.head), doc);
        if (!head || head.type !== text) return;
        const at = getCaretCoordinates(element, Math.min(head.index, element.value.length));
        const top = at.top - element.scrollTop;
        if (top < 0 || top + at.height > element.clientHeight + 2) return; // scrolled out of view
        const { r, g, b } = state.user?.color ?? { r: 120, g: 120, b: 120 };
        next.push({ id, name: state.user?.name ?? 'Someone', color: `rgb(${r}, ${g}, ${b})`, top: offsetTop + top, left: offsetLeft + at.left - element.scrollLeft, height: at.height });
      });
      setCarets(next);
    };
    awareness.on('change', place);
    text.observe(place);
    element.addEventListener('scroll', place);
    window.addEventListener('resize', place);
    place();
    return () => {
      awareness.off('change', place);
      text.unobserve(place);
      element.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      setCarets([]);
    };
  }, [ready, doc, awareness, field, textarea, box]);

  return carets.map((caret) => (
    <div key={caret.id} className={classes.caret} aria-hidden data-testid="remote-caret"
      style={{ top: caret.top, left: caret.left, height: caret.height, background: caret.color }}>
      <span className={classes.name} style={{ background: caret.color }}>{caret.name}</span>
    </div>
  ));
}
