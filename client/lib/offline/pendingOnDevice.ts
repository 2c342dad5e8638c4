import { useSyncExternalStore } from 'react';
import { allDrafts, subscribeDrafts } from '../drafts/draftStore.ts';
import { allKeptTexts, subscribeKeptTexts } from '../collab/keptTexts.ts';

const subscribe = (listener: () => void) => {
  const stopDrafts = subscribeDrafts(listener);
  const stopTexts = subscribeKeptTexts(listener);
  return () => { stopDrafts(); stopTexts(); };
};

/**
 * How many changed fields of this person wait on this device to be sent, over every record: scalar and
 * shared text. Values that cannot be sent as they are (invalid, refused) show on their record's screen.
 */
export function pendingOnDevice(user: string): number {
  let count = 0;
  for (const draft of allDrafts()) if (draft.user === user && draft.refused === null) count += Object.keys(draft.changes).length;
  for (const [key, kept] of allKeptTexts()) if (key.startsWith(`${user}/`)) count += kept.pending.length;
  return count;
}

export function usePendingOnDevice(user: string | undefined): number {
  return useSyncExternalStore(subscribe, () => (user ? pendingOnDevice(user) : 0));
}
