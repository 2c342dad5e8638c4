import { Textarea } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { CollabField } from '../../shared/collabFields.ts';
import { LONG_TEXT_MAX, TEXTAREA_ROWS } from '../../shared/constants.ts';
import type { CollabSession } from '../lib/collab/collab.ts';
import { useSignedOut } from '../lib/api/session.ts';
import { bindTextarea } from '../lib/collab/textareaBinding.ts';
import classes from './CollabTextarea.module.css';
import { RemoteCarets } from './RemoteCarets.tsx';

interface CollabTextareaProps {
  session: CollabSession | null;
  field: CollabField;
  label: string;
  /** The record's column, shown (read-only) until the shared text has arrived. */
  saved: string;
  /** Lines shown (SPEC §9: 6, the default). */
  rows?: number;
}

/**
 * A multi-line field typed in together: bound character by character to the Y.Text of the record's doc,
 * with the others' carets and names. Typing while disconnected is kept and sent on reconnect.
 */
export function CollabTextarea({ session, field, label, saved, rows = TEXTAREA_ROWS }: CollabTextareaProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const ready = Boolean(session?.ready) && !session?.closed;
  const doc = session?.doc;
  const awareness = session?.provider.awareness;
  const signedOut = useSignedOut();

  // Bound in the commit that makes the field editable: an effect would bind a task later, and the browser may
  // deliver typing in between, which the binding then overwrote with the shared text (lost, though "Saved").
  // No doc opened (yet): the saved column as it changes (an NCR's action opens its doc only once it is edited).
  useLayoutEffect(() => {
    if (!session && textarea.current) textarea.current.value = saved;
  }, [session, saved]);

  useLayoutEffect(() => {
    if (!ready || !doc || !awareness || !textarea.current) return;
    return bindTextarea(doc.getText(field), textarea.current, awareness, field);
  }, [ready, doc, awareness, field]);

  const description = session?.closed
    ? `Not saved: ${session.closed.reason}. Reload the page.`
    : session?.refused ? `${session.refused}: this one connects once you close one${ready ? '; what you type here is kept on this device until then' : ''}`
    : !ready || session?.connected ? undefined
      : signedOut ? 'Signed out: what you type is kept on this device and sent once you sign in again'
        : 'Offline: what you type is kept on this device and sent when the connection is back';

  return (
    <div ref={box} className={classes.box}>
      <Textarea
        ref={textarea}
        label={label}
        defaultValue={saved}
        readOnly={!ready}
        rows={rows}
        maxLength={LONG_TEXT_MAX}
        description={description}
        classNames={session?.closed ? { description: classes.problem } : undefined}
        data-shared-ready={ready}
      />
      <RemoteCarets session={session} field={field} textarea={textarea} box={box} />
    </div>
  );
}
