// Unsaved edits of scalar fields, per person and record, kept in memory and on this device (IndexedDB), so that
// a reload, a closed tab or an hour offline loses nothing, and two people sharing a tablet keep theirs apart.
// The sender (draftSender.ts) sends them; editors show them.
import { createDeviceStore } from '../offline/deviceStore.ts';
import { DEVICE_DATABASES } from '../offline/deviceStorageNames.ts';

export interface RecordDraft {
  /** The record's name (shared/recordNames.ts): station:<sid>, issue:<iid>. */
  key: string;
  /** Whose edits these are: only that person's session sends them. */
  user: string;
  /** The record's `modif` the changes were made on (updated by every save). */
  base: string;
  /** Changed fields with their new values, valid by the client's rules: what the next save sends. */
  changes: Record<string, unknown>;
  /** Fields holding text the rules refuse, as typed: kept and shown, never sent. */
  invalid: Record<string, string>;
  /** Why the server refused the last save (400): not sent again until one of its fields changes. */
  refused: string | null;
  /** When the first of the unsaved edits was made (ISO). */
  editedAt: string;
}

export const isEmptyDraft = (draft: RecordDraft): boolean =>
  Object.keys(draft.changes).length === 0 && Object.keys(draft.invalid).length === 0;

const storeKey = (user: string, key: string): string => JSON.stringify([user, key]);
/** Drafts by storeKey(user, record). */
const drafts = createDeviceStore<RecordDraft>(DEVICE_DATABASES.drafts,
  (key, value): value is RecordDraft => isRecordDraft(value) && key === storeKey(value.user, value.key), 'the unsaved edits');

function isRecordDraft(value: unknown): value is RecordDraft {
  const draft = value as RecordDraft;
  return typeof draft === 'object' && draft !== null && typeof draft.key === 'string' && typeof draft.user === 'string'
    && typeof draft.base === 'string' && typeof draft.changes === 'object' && typeof draft.invalid === 'object'
    && typeof draft.editedAt === 'string';
}

/** Reads the drafts kept on this device (once); drafts made meanwhile win over stored ones. */
export const loadDrafts = (): Promise<void> => drafts.load();
/** Whether the drafts kept on this device have been read: editors wait for them, to show what was kept. */
export const draftsLoaded = (): boolean => drafts.loaded();

/** `user`'s draft of the record named `key`. */
export function getDraft(user: string, key: string): RecordDraft | undefined {
  return drafts.get(storeKey(user, key));
}

export function allDrafts(): RecordDraft[] {
  return drafts.entries().map(([, draft]) => draft);
}

/**
 * Changes `user`'s draft of the record named `key` (undefined: there is none); a draft left empty is removed.
 * Kept on the device at once.
 */
export function updateDraft(user: string, key: string, change: (draft: RecordDraft | undefined) => RecordDraft | undefined): void {
  const id = storeKey(user, key);
  const before = drafts.get(id);
  const next = change(before);
  if (next === before) return;
  drafts.put(id, next && !isEmptyDraft(next) ? { ...next, user, key } : undefined);
}

/** The record is gone: nobody's draft of it can be saved any more. */
export function forgetRecordDrafts(key: string): void {
  for (const draft of allDrafts()) if (draft.key === key) updateDraft(draft.user, key, () => undefined);
}

/** Discards every unsaved edit of `user` on this device, as any tab kept them (signing out with Discard). */
export async function forgetDraftsOf(user: string): Promise<void> {
  await drafts.forgetWhere((_key, draft) => (draft as Partial<RecordDraft> | undefined)?.user === user);
}

/** Subscribes to every change of any draft; returns how to stop. */
export const subscribeDrafts = (listener: () => void): (() => void) => drafts.subscribe(listener);
