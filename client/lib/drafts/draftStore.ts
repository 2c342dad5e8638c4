// Unsaved edits of scalar fields, per person and record, kept in memory and on this device (IndexedDB), so that
// a reload, a closed tab or an hour offline loses nothing, and two people sharing a tablet keep theirs apart.
// The sender (draftSender.ts) sends them; editors show them.
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

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

/** Drafts by storeKey(user, record). */
const drafts = new Map<string, RecordDraft>();
const storeKey = (user: string, key: string): string => JSON.stringify([user, key]);
const listeners = new Set<() => void>();
let version = 0;

let database: UseStore | null | undefined;
/** The IndexedDB store, or null where there is none (unit tests, a browser that refuses it). */
function store(): UseStore | null {
  if (database === undefined) database = typeof indexedDB === 'undefined' ? null : createStore('stationdesk-drafts', 'drafts');
  return database;
}

let loading: Promise<void> | null = null;
let loaded = false;
/** Whether the drafts kept on this device have been read: editors wait for them, to show what was kept. */
export const draftsLoaded = (): boolean => loaded;

/** Reads the drafts kept on this device (once); drafts made meanwhile win over stored ones. */
export function loadDrafts(): Promise<void> {
  loading ??= (async () => {
    const db = store();
    try {
      if (db) for (const [key, draft] of await entries<string, RecordDraft>(db)) {
        if (!drafts.has(key) && isRecordDraft(draft) && key === storeKey(draft.user, draft.key)) drafts.set(key, draft);
      }
    } catch (error) {
      console.error('Could not read the edits kept on this device', error);
    }
    loaded = true;
    emit();
  })();
  return loading;
}

function isRecordDraft(value: unknown): value is RecordDraft {
  const draft = value as RecordDraft;
  return typeof draft === 'object' && draft !== null && typeof draft.key === 'string' && typeof draft.user === 'string'
    && typeof draft.base === 'string' && typeof draft.changes === 'object' && typeof draft.invalid === 'object'
    && typeof draft.editedAt === 'string';
}

function emit(): void {
  version++;
  for (const listener of listeners) listener();
}

/** `user`'s draft of the record named `key`. */
export function getDraft(user: string, key: string): RecordDraft | undefined {
  return drafts.get(storeKey(user, key));
}

export function allDrafts(): RecordDraft[] {
  return [...drafts.values()];
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
  const db = store();
  if (!next || isEmptyDraft(next)) {
    drafts.delete(id);
    if (db) del(id, db).catch((error: unknown) => console.error('Could not forget a saved edit on this device', error));
  } else {
    drafts.set(id, { ...next, user, key });
    if (db) set(id, drafts.get(id), db).catch((error: unknown) => console.error('Could not keep an edit on this device', error));
  }
  emit();
}

/** The record is gone: nobody's draft of it can be saved any more. */
export function forgetRecordDrafts(key: string): void {
  for (const draft of allDrafts()) if (draft.key === key) updateDraft(draft.user, key, () => undefined);
}

/** Subscribes to every change of any draft; returns how to stop. */
export function subscribeDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** Changes with every draft change: the snapshot for useSyncExternalStore. */
export const draftsVersion = (): number => version;
