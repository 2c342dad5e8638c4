// Where this app keeps things on this device, by name, in one place: each store takes its name from here, and
// forgetting the device's data at sign-out (forgetDeviceData.ts) goes by this table. Unsaved edits are the one
// thing of anyone's data that stays; what is not named here is forgotten too (another library's database, a
// cache a later version adds).

/** IndexedDB databases of the app's own stores. */
export const DEVICE_DATABASES = {
  /** The query cache, so that screens opened before show offline (queryPersister.ts): records. Emptied. */
  queryCache: 'stationdesk-cache',
  /** Unsaved edits of scalar fields, per person and record (draftStore.ts). Kept. */
  drafts: 'stationdesk-drafts',
  /** Per person and shared doc: whether it synced here, and its fields with unsaved edits (keptTexts.ts). Only the entries with unsaved edits are kept. */
  keptTexts: 'stationdesk-texts',
  /** Records added offline and not yet sent, per person (an NCR's actions; addStore.ts). Kept. */
  adds: 'stationdesk-adds',
} as const;

const SHARED_TEXT_DATABASE = 'stationdesk-doc:';

/**
 * y-indexeddb's database of one shared doc as one person edits it here (collabConnection.ts; `keptKey` is
 * keptTexts.ts's `<user>/<doc>`): the record's whole shared text. Kept only while it holds unsaved edits.
 */
export const sharedTextDatabase = (keptKey: string): string => `${SHARED_TEXT_DATABASE}${keptKey}`;
export const isSharedTextDatabase = (name: string): boolean => name.startsWith(SHARED_TEXT_DATABASE);

/** Cache Storage: Workbox's precache holds the app shell (no data) and stays; every other cache (station images) goes. */
export const isAppShellCache = (name: string): boolean => name.startsWith('workbox-precache');

/**
 * localStorage keys that are settings of the device rather than anyone's data: the theme (also read before the
 * first paint by client/head/colorScheme.js). Every other key goes, the signed-in user's record among them.
 */
export const DEVICE_SETTINGS: readonly string[] = ['stationdesk.colorScheme'];
