import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import type { CollabSession } from '../collab/collab.ts';
import type { RecordDraftView } from './useRecordDraft.ts';
import { useOnline } from '../offline/online.ts';
import { leaveQuestion, saveStateOf, type SaveState, type SaveStateInput } from './saveState.ts';
import { isSigningOut, useSignedOut } from '../api/session.ts';

/**
 * What else of a record waits beside its own draft and shared doc: the records that belong to it and are saved
 * with it (an NCR's actions: their drafts, shared text and adds kept offline), their fields already labelled.
 */
export type PartsSaveInput = Pick<SaveStateInput, 'pending' | 'invalid' | 'refused' | 'saving'>;

/** A record's save state from its draft and its shared doc; `labels` name the fields as the screen does. */
export function useSaveState<T>(draft: RecordDraftView<T>, shared: CollabSession | null, labels: Record<string, string>, parts?: PartsSaveInput): SaveState {
  const online = useOnline();
  const signedOut = useSignedOut();
  const label = (field: PropertyKey) => labels[String(field)] ?? String(field);
  const sharedPending = shared?.pending ?? [];
  return saveStateOf({
    pending: [...draft.pending.map(label), ...sharedPending.map(label), ...(parts?.pending ?? [])],
    invalid: [...Object.keys(draft.invalid).map(label), ...(parts?.invalid ?? [])],
    refused: draft.refused ?? parts?.refused ?? null,
    saving: draft.saving || (sharedPending.length > 0 && Boolean(shared?.connected)) || Boolean(parts?.saving),
    online,
    signedOut,
  });
}

/** How long leaving waits for what is under way (a save, shared text not yet acknowledged) before it asks. */
const LEAVE_WAIT_MS = 2000;

/**
 * Leaving a record with changes that are not saved: an in-app navigation saves them first and asks only if
 * something would still be lost (see leaveQuestion); closing the tab asks the browser's question. Changes kept
 * offline on this device are not lost, and leave freely.
 */
export function useLeaveGuard(state: SaveState, flush: () => Promise<boolean>): void {
  const latest = useRef(state);
  latest.current = state;
  const blocker = useBlocker(() => leaveQuestion(latest.current) !== null);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void (async () => {
      await flush();
      for (const until = Date.now() + LEAVE_WAIT_MS; leaveQuestion(latest.current) !== null && Date.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (cancelled) return;
      const question = leaveQuestion(latest.current);
      if (question === null || window.confirm(question)) blocker.proceed();
      else blocker.reset();
    })();
    return () => { cancelled = true; };
  }, [blocker, flush]);

  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if (!isSigningOut() && leaveQuestion(latest.current) !== null) event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, []);
}
