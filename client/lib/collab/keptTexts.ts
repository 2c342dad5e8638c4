// The shared text this device keeps per doc and person (sharedTextSaves.ts tracks it while a doc is open): read at
// start, without Yjs, to know whether anything typed here still waits for the server.
import { createDeviceStore } from '../offline/deviceStore.ts';
import { DEVICE_DATABASES } from '../offline/deviceStorageNames.ts';

/** What is kept per doc and person: whether the doc ever synced here (so it opens offline), and its unsaved fields. */
export interface KeptText { synced: boolean; pending: string[] }

const kept = createDeviceStore<KeptText>(DEVICE_DATABASES.keptTexts, (_key, value): value is KeptText =>
  typeof value === 'object' && value !== null && typeof (value as KeptText).synced === 'boolean' && Array.isArray((value as KeptText).pending),
'the shared text');

/** Reads what is kept on this device (once). */
export const loadKeptTexts = (): Promise<void> => kept.load();

/** The key of a doc's shared text as one person edits it on this device. */
export const keptKey = (user: string, doc: string): string => `${user}/${doc}`;

export const keptText = (key: string): KeptText | undefined => kept.get(key);
export const allKeptTexts = (): [string, KeptText][] => kept.entries();

/** Keeps what a doc's tracker (sharedTextSaves.ts) knows of it; nothing once it is synced and has nothing pending. */
export function keepText(key: string, value: KeptText): void {
  const before = kept.get(key);
  const samePending = before !== undefined && before.pending.join() === value.pending.join();
  if (samePending && before.synced === value.synced) return;
  // The same pending array while its fields are the same: readers compare it by identity (useCollabDoc).
  const next = samePending ? { ...value, pending: before.pending } : value;
  kept.put(key, next.synced || next.pending.length > 0 ? next : undefined);
}

/**
 * Signing out: forgets every doc without unsaved edits (that it synced here says which records were opened), and
 * `discardOf`'s unsaved edits too when given, as any tab kept them. Resolves with the keys still kept: their docs
 * hold the unsaved edits.
 */
export function keepOnlyUnsavedTexts(discardOf?: string): Promise<string[]> {
  return kept.forgetWhere((key, value) => !(value as Partial<KeptText> | undefined)?.pending?.length
    || (discardOf !== undefined && key.startsWith(`${discardOf}/`)));
}

export const subscribeKeptTexts = (listener: () => void): (() => void) => kept.subscribe(listener);
