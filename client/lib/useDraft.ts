import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface SaveOptions { keepalive?: boolean }

export interface DraftOptions<T extends { modif: string }> {
  /** The record as the server last sent it (from the query cache). */
  record: T | undefined;
  /** Autosave period while dirty (SPEC §4: 1720 ms station, 1871 ms issue). */
  intervalMs: number;
  /** Sends the changed fields with the modif they were based on; resolves with the saved record. */
  save: (changes: Partial<T>, modif: string, options: SaveOptions) => Promise<T>;
  onSaved: (record: T) => void;
  onError: (error: unknown) => void;
}

export interface Draft<T> {
  /** The record with the unsaved edits on top. */
  values: T | undefined;
  dirty: boolean;
  /** When the first unsaved edit was made. */
  editedAt: Date | null;
  set<K extends keyof T>(field: K, value: T[K]): void;
  /** Drops unsaved edits of these fields (e.g. a change the server refused). */
  discard(...fields: (keyof T)[]): void;
  /** Saves now; resolves true when nothing is left unsaved. */
  flush(options?: SaveOptions): Promise<boolean>;
  /**
   * Focus handlers for a field's input: while it has the focus, someone else's saved change to the field
   * does not replace what is in it; it shows once the user leaves the field.
   */
  holdWhileFocused(field: keyof T): FocusHold;
}

export interface FocusHold { onFocus: () => void; onBlur: () => void }

/**
 * Unsaved edits of one record, autosaved every `intervalMs` while dirty: only the changed fields travel,
 * with the `modif` they were based on. Edits made while a save is under way stay pending for the next one.
 * Pending edits are saved when the component unmounts and, with keepalive, when the tab is closed.
 */
export function useDraft<T extends { modif: string }>({ record, intervalMs, save, onSaved, onError }: DraftOptions<T>): Draft<T> {
  const pendingRef = useRef<Partial<T>>({});
  const [pending, setPending] = useState<Partial<T>>({});
  const [editedAt, setEditedAt] = useState<Date | null>(null);
  const [held, setHeld] = useState<Partial<T>>({});
  const valuesRef = useRef<T | undefined>(undefined);
  const baseRef = useRef<string | undefined>(record?.modif);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const callbacks = useRef({ save, onSaved, onError });
  callbacks.current = { save, onSaved, onError };

  if (record && !inFlight.current && record.modif !== baseRef.current) baseRef.current = record.modif;

  const publish = () => setPending({ ...pendingRef.current });

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    pendingRef.current = { ...pendingRef.current, [field]: value };
    setHeld((current) => (field in current ? { ...current, [field]: value } : current));
    setEditedAt((at) => at ?? new Date());
    publish();
  }, []);

  const discard = useCallback((...fields: (keyof T)[]) => {
    const rest = { ...pendingRef.current };
    for (const field of fields) delete rest[field];
    pendingRef.current = rest;
    if (Object.keys(rest).length === 0) setEditedAt(null);
    publish();
  }, []);

  const flush = useCallback(async (options: SaveOptions = {}): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    const changes = pendingRef.current;
    if (Object.keys(changes).length === 0 || baseRef.current === undefined) return true;
    const run = (async () => {
      try {
        const saved = await callbacks.current.save(changes, baseRef.current!, options);
        baseRef.current = saved.modif;
        const rest = { ...pendingRef.current };
        for (const key of Object.keys(changes) as (keyof T)[]) {
          if (Object.is(rest[key], changes[key])) delete rest[key];
        }
        pendingRef.current = rest;
        publish();
        if (Object.keys(rest).length === 0) setEditedAt(null);
        callbacks.current.onSaved(saved);
        return Object.keys(rest).length === 0;
      } catch (error) {
        callbacks.current.onError(error);
        return false;
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, []);

  const dirty = Object.keys(pending).length > 0;

  useEffect(() => {
    if (!dirty) return;
    const timer = window.setInterval(() => void flush(), intervalMs);
    return () => window.clearInterval(timer);
  }, [dirty, flush, intervalMs]);

  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if (Object.keys(pendingRef.current).length === 0) return;
      void flush({ keepalive: true });
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      void flush();
    };
  }, [flush]);

  const holdWhileFocused = useCallback((field: keyof T) => ({
    onFocus: () => setHeld({ [field]: valuesRef.current?.[field] } as Partial<T>),
    onBlur: () => setHeld((current) => (field in current ? {} : current)),
  }), []);

  const values = useMemo(() => (record ? { ...record, ...held, ...pending } : undefined), [record, held, pending]);
  valuesRef.current = values;
  return { values, dirty, editedAt, set, discard, flush, holdWhileFocused };
}
