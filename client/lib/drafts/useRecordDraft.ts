// An editor's view of one record's draft: the record with the unsaved edits on top, and the calls to change it.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { draftsLoaded, getDraft, loadDrafts, subscribeDrafts, updateDraft, type RecordDraft } from './draftStore.ts';
import type { SaveOptions } from './draftKinds.ts';
import { flushDraft, forgetSavedHere, isSaving, savedHere, subscribeSender } from './draftSender.ts';

export interface FocusHold { onFocus: () => void; onBlur: () => void }

/** Someone else changed a field after this device saved it: their value won (the later write), ours can come back. */
export interface FieldConflict<T> { field: keyof T; theirs: unknown; mine: unknown }

export interface RecordDraftView<T> {
  /** The drafts kept on this device are read and the person is known: show the fields only then. */
  ready: boolean;
  /** The record with the unsaved edits on top. */
  values: T | undefined;
  /** Fields changed here and not saved yet (valid ones; the invalid are in `invalid`). */
  pending: (keyof T)[];
  /** Fields holding text the rules refuse, with that text. */
  invalid: Partial<Record<keyof T, string>>;
  /** Why the server refused the last save, if it did. */
  refused: string | null;
  /** When the first unsaved edit was made; null when nothing waits. */
  editedAt: Date | null;
  saving: boolean;
  set<K extends keyof T>(field: K, value: T[K]): void;
  /** Keeps (text) or clears (null) what was typed into a field that the rules refuse. */
  setInvalid(field: keyof T, text: string | null): void;
  /** Drops unsaved edits of these fields (e.g. a change the server refused). */
  discard(...fields: (keyof T)[]): void;
  /** Saves now; resolves true when nothing is left unsaved. */
  flush(options?: SaveOptions): Promise<boolean>;
  /**
   * Focus handlers for a field's input: while it has the focus, someone else's saved change to the field
   * does not replace what is in it; it shows once the user leaves the field.
   */
  holdWhileFocused(field: keyof T): FocusHold;
  conflicts: FieldConflict<T>[];
  /** Puts this device's value of a conflicting field back (an ordinary edit), or lets theirs stand. */
  resolveConflict(field: keyof T, keepMine: boolean): void;
}

const NO_INVALID: Record<string, string> = Object.freeze({});

/**
 * The draft of the record named `key` (shared/recordNames.ts) as `user` edits it. The draft lives in the
 * draft store, not here: leaving the screen keeps it, and the sender saves it whether the screen is open or not.
 */
export function useRecordDraft<T extends { modif: string }>(key: string, record: T | undefined, user: string | undefined): RecordDraftView<T> {
  // This record's parts of the stores only: another record's draft or save does not render the editor again.
  const mineOf = useSyncExternalStore(subscribeDrafts, () => (user === undefined ? undefined : getDraft(user, key)));
  const loaded = useSyncExternalStore(subscribeDrafts, draftsLoaded);
  const saving = useSyncExternalStore(subscribeSender, () => isSaving(key));
  const saved = useSyncExternalStore(subscribeSender, () => savedHere(key));
  useEffect(() => void loadDrafts(), []);
  const [held, setHeld] = useState<Partial<T>>({});

  const change = useCallback((edit: (draft: RecordDraft) => RecordDraft) => {
    if (!record || !user) return;
    updateDraft(user, key, (current) => edit(current ?? { key, user, base: record.modif, changes: {}, invalid: {}, refused: null, editedAt: new Date().toISOString() }));
  }, [key, record, user]);

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    const name = field as string;
    setHeld((current) => (field in current ? { ...current, [field]: value } : current));
    change((draft) => {
      const { [name]: _typed, ...invalid } = draft.invalid;
      return { ...draft, changes: { ...draft.changes, [name]: value }, invalid, refused: null };
    });
  }, [change]);

  const setInvalid = useCallback((field: keyof T, text: string | null) => {
    const name = field as string;
    change((draft) => {
      const { [name]: _typed, ...invalid } = draft.invalid;
      if (text === null) return { ...draft, invalid };
      // What the field held valid before stays unsent: the field's value is what was typed, and it is not valid.
      const { [name]: _valid, ...changes } = draft.changes;
      return { ...draft, changes, invalid: { ...invalid, [name]: text } };
    });
  }, [change]);

  const discard = useCallback((...fields: (keyof T)[]) => {
    if (!user) return;
    updateDraft(user, key, (current) => current && {
      ...current,
      changes: Object.fromEntries(Object.entries(current.changes).filter(([field]) => !fields.includes(field as keyof T))),
    });
  }, [key, user]);

  const flush = useCallback((options?: SaveOptions) => flushDraft(key, options), [key]);

  const values = useMemo(() => (record ? { ...record, ...held, ...(mineOf?.changes as Partial<T>) } : undefined), [record, held, mineOf]);

  const holdWhileFocused = useCallback((field: keyof T) => ({
    onFocus: () => setHeld({ [field]: values?.[field] } as Partial<T>),
    onBlur: () => setHeld((current) => (field in current ? {} : current)),
  }), [values]);

  const pending = useMemo(() => Object.keys(mineOf?.changes ?? {}) as (keyof T)[], [mineOf]);
  const conflicts = useMemo((): FieldConflict<T>[] => (record ? Object.entries(saved)
    .filter(([field, value]) => field in record && !pending.includes(field as keyof T) && !Object.is(record[field as keyof T], value))
    .map(([field, value]) => ({ field: field as keyof T, theirs: record[field as keyof T], mine: value })) : []), [record, saved, pending]);

  const resolveConflict = useCallback((field: keyof T, keepMine: boolean) => {
    const value = savedHere(key)[field as string];
    forgetSavedHere(key, field as string);
    if (keepMine) set(field, value as T[keyof T]);
  }, [key, set]);

  // The same object while nothing in it changed: the fields of an editor, memoised on it, then skip the editor's
  // other re-renders (its shared text connecting, others arriving, the list of stations loading).
  const ready = loaded && user !== undefined;
  return useMemo(() => ({
    ready,
    values,
    pending,
    invalid: (mineOf?.invalid ?? NO_INVALID) as Partial<Record<keyof T, string>>,
    refused: mineOf?.refused ?? null,
    editedAt: mineOf ? new Date(mineOf.editedAt) : null,
    saving,
    set,
    setInvalid,
    discard,
    flush,
    holdWhileFocused,
    conflicts,
    resolveConflict,
  }), [ready, values, pending, mineOf, saving, set, setInvalid, discard, flush, holdWhileFocused, conflicts, resolveConflict]);
}
