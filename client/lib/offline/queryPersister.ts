// The query cache kept on this device (IndexedDB), so that screens opened before show their data offline.
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { DEVICE_DATABASES } from './deviceStorageNames.ts';

const KEY = 'query-cache';
/**
 * A change is written this long after it at the soonest, together with those that follow meanwhile; after a
 * slow write (a large fleet is megabytes) the next waits ten times as long, so writing takes a tenth of the time
 * at most while live events keep changing the cache.
 */
const WRITE_DELAY_MS = 200;

export interface QueryPersister extends Persister {
  /** Removes the kept cache and writes nothing more until the page goes (signing out: it goes to the login page). */
  forget(): Promise<void>;
}

/** Writes the newest state of the cache a little after it changed (see above), and what waits when the page goes away. */
export function createQueryPersister(): QueryPersister {
  const store = createStore(DEVICE_DATABASES.queryCache, 'cache');
  let waiting: PersistedClient | null = null;
  let stopped = false;
  let timer: number | undefined;
  let delay = WRITE_DELAY_MS;
  const write = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (!waiting || stopped) return;
    const started = performance.now();
    // As JSON text: IndexedDB copies a string at once, where its structured clone of the objects of a large fleet's
    // list (5000 stations: a quarter of a second on a phone) blocks the page; JSON.stringify takes a tenth of that.
    set(KEY, JSON.stringify(waiting), store).then(
      () => { delay = Math.max(WRITE_DELAY_MS, 10 * (performance.now() - started)); },
      (error: unknown) => console.error('Could not keep the data on this device', error),
    );
    waiting = null;
  };
  const removeClient = async () => {
    window.clearTimeout(timer);
    timer = undefined;
    waiting = null;
    await del(KEY, store);
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', write);
  return {
    persistClient(client) {
      if (stopped) return;
      waiting = client;
      timer ??= window.setTimeout(write, delay);
    },
    // Kept as objects before it was kept as JSON text: those are read as they are.
    restoreClient: async () => {
      const kept = await get<string | PersistedClient>(KEY, store);
      return typeof kept === 'string' ? JSON.parse(kept) as PersistedClient : kept;
    },
    removeClient,
    async forget() {
      stopped = true;
      await removeClient();
    },
  };
}
