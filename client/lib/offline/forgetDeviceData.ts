// Forgets what this app keeps on this device, all but the unsaved edits: at sign-out, and before a sign-in by
// someone other than the person whose data is here. It goes by deviceStorageNames.ts, and by what the browser lists
// (every IndexedDB database, every cache), so that a store nobody named is forgotten too. The other tabs of this
// browser hear of it (onDeviceDataForgotten) and let go of what they hold.
import { queryClient, queryPersister } from '../api/queryClient.ts';
import { reportSigningOut } from '../api/session.ts';
import { allKeptTexts, keepOnlyUnsavedTexts, loadKeptTexts } from '../collab/keptTexts.ts';
import { forgetDraftsOf, loadDrafts } from '../drafts/draftStore.ts';
import { forgetAddsOf, loadAdds } from '../drafts/addStore.ts';
import { DEVICE_DATABASES, DEVICE_SETTINGS, isAppShellCache, isSharedTextDatabase, sharedTextDatabase } from './deviceStorageNames.ts';
import { allDeviceWritten } from './deviceWrites.ts';

/** A step that does not finish in this time is left to finish by itself: signing out never hangs on one. */
const STEP_TIMEOUT_MS = 5000;

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('stationdesk-device-data');

/**
 * Forgets everything of anyone's data on this device but their unsaved edits (and those of `discardEditsOf` too,
 * when given), and tells this browser's other tabs. Resolves once it is gone; the page should go next (to the
 * login page, or reload as the person who signed in): its query cache writes nothing more.
 */
export async function forgetDeviceData({ discardEditsOf }: { discardEditsOf?: string } = {}): Promise<void> {
  reportSigningOut(); // nothing is sent from here on, and the page leaves without asking
  queryClient.clear();
  await step('the query cache', queryPersister.forget());
  await step('the unsaved edits', Promise.all([loadDrafts(), loadKeptTexts(), loadAdds()]));
  if (discardEditsOf !== undefined) await step('the unsaved edits', Promise.all([forgetDraftsOf(discardEditsOf), forgetAddsOf(discardEditsOf)]));
  const opened = allKeptTexts().map(([key]) => key);
  // The docs that hold unsaved shared text; when that cannot be told, every doc stays rather than an edit lost.
  let unsaved: Set<string> | null = null;
  await step('the shared texts', keepOnlyUnsavedTexts(discardEditsOf).then((keys) => { unsaved = new Set(keys.map(sharedTextDatabase)); }));
  await step('the unsaved edits', allDeviceWritten());

  // Without indexedDB.databases() (Firefox before 126): the databases this app names, and the docs opened here.
  const listed = typeof indexedDB.databases === 'function'
    ? (await indexedDB.databases()).flatMap(({ name }) => (name ? [name] : []))
    : [DEVICE_DATABASES.queryCache, ...opened.map(sharedTextDatabase)];
  const kept = (name: string) => name === DEVICE_DATABASES.drafts || name === DEVICE_DATABASES.keptTexts || name === DEVICE_DATABASES.adds
    || (isSharedTextDatabase(name) && (unsaved === null || unsaved.has(name)));
  await Promise.all([
    ...listed.filter((name) => !kept(name)).map((name) => step(name, isSharedTextDatabase(name) ? deleteDatabase(name) : emptyDatabase(name))),
    step('the caches', forgetCaches()),
  ]);
  for (const key of Object.keys(localStorage)) if (!DEVICE_SETTINGS.includes(key)) localStorage.removeItem(key);
  sessionStorage.clear();
  channel?.postMessage('forgotten');
}

/**
 * Calls `listener` when another tab of this browser has forgotten the device's data (signed out, or someone else
 * signed in), once this tab has let go of its own: it writes no query cache and sends nothing more, and its session
 * storage (the lists' views) is gone. The listener should make the page go; returns how to stop.
 */
export function onDeviceDataForgotten(listener: () => void): () => void {
  if (!channel) return () => undefined;
  const onMessage = () => {
    reportSigningOut();
    void step('the query cache', queryPersister.forget());
    sessionStorage.clear();
    listener();
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}

/**
 * A shared doc's database goes whole: its name says whose doc it was. y-indexeddb closes its connections when
 * asked to (in every tab), so nothing holds the deletion up.
 */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
  });
}

/**
 * Any other database is emptied, store by store, and stays: its own code (idb-keyval here, Workbox in the service
 * worker) keeps it open and would hold up a deletion until every tab had gone.
 */
async function emptyDatabase(name: string): Promise<void> {
  const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
    const request = indexedDB.open(name);
    // It does not exist (a name of the fallback list): nothing to empty, and nothing is made.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error ?? new Error(`could not open ${name}`)));
  });
  if (!db) return;
  try {
    const stores = [...db.objectStoreNames];
    if (stores.length === 0) return;
    const transaction = db.transaction(stores, 'readwrite');
    for (const store of stores) transaction.objectStore(store).clear();
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error(`could not empty ${name}`));
    });
  } finally {
    db.close();
  }
}

/** Every cache but the app shell's. Cache Storage exists in secure contexts only (https, localhost). */
async function forgetCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !isAppShellCache(name)).map((name) => caches.delete(name)));
}

/** Waits for `work`, for STEP_TIMEOUT_MS at most; a failure is logged, and the rest goes on. */
async function step(what: string, work: Promise<unknown>): Promise<void> {
  let timer: number | undefined;
  try {
    await Promise.race([
      work,
      new Promise((_resolve, reject) => { timer = window.setTimeout(() => reject(new Error('timed out')), STEP_TIMEOUT_MS); }),
    ]);
  } catch (error) {
    console.error(`Could not forget ${what} on this device`, error);
  } finally {
    window.clearTimeout(timer);
  }
}
