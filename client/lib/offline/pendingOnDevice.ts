import { useMemo, useSyncExternalStore } from 'react';
import { allDrafts, subscribeDrafts } from '../drafts/draftStore.ts';
import { allKeptTexts, subscribeKeptTexts } from '../collab/keptTexts.ts';
import { allAdds, subscribeAdds } from '../drafts/addStore.ts';

const subscribe = (listener: () => void) => {
  const stopDrafts = subscribeDrafts(listener);
  const stopTexts = subscribeKeptTexts(listener);
  const stopAdds = subscribeAdds(listener);
  return () => { stopDrafts(); stopTexts(); stopAdds(); };
};

/**
 * How many changed fields of this person wait on this device to be sent, over every record: scalar and
 * shared text, and each record added offline as one. Values that cannot be sent as they are (invalid, refused)
 * show on their record's screen.
 */
export function pendingOnDevice(user: string): number {
  let count = 0;
  for (const draft of allDrafts()) if (draft.user === user && draft.refused === null) count += Object.keys(draft.changes).length;
  for (const [key, kept] of allKeptTexts()) if (key.startsWith(`${user}/`)) count += kept.pending.length;
  for (const add of allAdds()) if (add.user === user && add.refused === null) count += 1;
  return count;
}

export function usePendingOnDevice(user: string | undefined): number {
  return useSyncExternalStore(subscribe, () => (user ? pendingOnDevice(user) : 0));
}

/** A record with edits of one person that are not on the server, kept on this device. */
export interface UnsavedRecord {
  /** The record's name (shared/recordNames.ts): station:<sid>, issue:<iid>, action:<aid>. */
  key: string;
  /** Its fields with such edits: changed, invalid (kept as typed) or shared text not yet stored; records added to it. */
  fields: number;
}

/**
 * `user`'s records with edits not on the server, in the order they were first edited (shared text last); a record
 * added offline counts as one change of the record it was added to (an action, of its NCR).
 */
export function unsavedRecords(user: string): UnsavedRecord[] {
  const fields = new Map<string, Set<string>>();
  const add = (key: string, names: string[]) => {
    if (names.length === 0) return;
    const set = fields.get(key) ?? new Set<string>();
    for (const name of names) set.add(name);
    fields.set(key, set);
  };
  const drafts = allDrafts().filter((draft) => draft.user === user).sort((a, b) => a.editedAt.localeCompare(b.editedAt));
  for (const draft of drafts) add(draft.key, [...Object.keys(draft.changes), ...Object.keys(draft.invalid)]);
  for (const [key, kept] of allKeptTexts()) if (key.startsWith(`${user}/`)) add(key.slice(user.length + 1), kept.pending);
  for (const pending of allAdds()) if (pending.user === user) add(pending.parent, [`new ${pending.key}`]);
  return [...fields].map(([key, names]) => ({ key, fields: names.size }));
}

/** unsavedRecords as it changes (a save that goes out meanwhile takes its record off). */
export function useUnsavedRecords(user: string): UnsavedRecord[] {
  const snapshot = useSyncExternalStore(subscribe, () => JSON.stringify(unsavedRecords(user)));
  return useMemo(() => JSON.parse(snapshot) as UnsavedRecord[], [snapshot]);
}
