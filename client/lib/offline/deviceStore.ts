// A map kept in memory and on this device (an IndexedDB store through idb-keyval), read once, written through,
// with listeners for React (useSyncExternalStore). Where there is no IndexedDB (unit tests) it is memory only.
import { createStore, del, delMany, entries, set, type UseStore } from 'idb-keyval';
import { trackDeviceWrite } from './deviceWrites.ts';

export interface DeviceStore<V> {
  /** Reads what the device kept (once); entries written meanwhile win over stored ones. */
  load(): Promise<void>;
  loaded(): boolean;
  get(key: string): V | undefined;
  entries(): [string, V][];
  /** Sets an entry, or removes it (undefined); written to the device at once. */
  put(key: string, value: V | undefined): void;
  subscribe(listener: () => void): () => void;
  /**
   * Removes the entries `drop` picks, from memory and from the device, where they are read afresh: other tabs may
   * have written some since this one read it. Resolves with the keys left on the device.
   */
  forgetWhere(drop: (key: string, value: unknown) => boolean): Promise<string[]>;
}

/** `accept` checks what is read back (another version of the app may have written it); `what` names it in errors. */
export function createDeviceStore<V>(database: string, accept: (key: string, value: unknown) => value is V, what: string): DeviceStore<V> {
  const values = new Map<string, V>();
  const listeners = new Set<() => void>();
  let store: UseStore | null | undefined;
  const db = () => (store === undefined ? (store = typeof indexedDB === 'undefined' ? null : createStore(database, 'entries')) : store);
  let loading: Promise<void> | null = null;
  let loaded = false;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const report = (action: string) => (error: unknown) => console.error(`Could not ${action} ${what} on this device`, error);

  return {
    load() {
      loading ??= (async () => {
        const idb = db();
        try {
          if (idb) for (const [key, value] of await entries<string, unknown>(idb)) if (!values.has(key) && accept(key, value)) values.set(key, value);
        } catch (error) {
          report('read')(error);
        }
        loaded = true;
        emit();
      })();
      return loading;
    },
    loaded: () => loaded,
    get: (key) => values.get(key),
    entries: () => [...values],
    put(key, value) {
      const idb = db();
      if (value === undefined) {
        if (!values.delete(key)) return;
        if (idb) trackDeviceWrite(del(key, idb)).catch(report('forget'));
      } else {
        values.set(key, value);
        if (idb) trackDeviceWrite(set(key, value, idb)).catch(report('keep'));
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    async forgetWhere(drop) {
      const idb = db();
      const kept = new Map<string, unknown>(values);
      if (idb) for (const [key, value] of await entries<string, unknown>(idb)) kept.set(key, value);
      const dropped = [...kept].filter(([key, value]) => drop(key, value)).map(([key]) => key);
      for (const key of dropped) values.delete(key);
      if (idb) await trackDeviceWrite(delMany(dropped, idb));
      emit();
      return [...kept.keys()].filter((key) => !dropped.includes(key));
    },
  };
}
