// Records added on this device and not yet on the server (an NCR's action added offline), per person, kept in
// memory and on this device (IndexedDB) like the drafts: a reload, a closed tab or an hour offline loses none. Each
// carries the key the client gave it at creation, which the server's add takes to make it once only, however often
// it is sent. The sender (addSender.ts) sends them; the screens show them as pending.
import { createDeviceStore } from '../offline/deviceStore.ts';
import { DEVICE_DATABASES } from '../offline/deviceStorageNames.ts';

/** The kinds of record that can be added offline. */
export type AddKindName = 'action';

export interface PendingAdd {
  /** The client's key of the new record (a UUID): the add's idempotency key, and this entry's id. */
  key: string;
  /** Whose add it is: only that person's session sends it. */
  user: string;
  kind: AddKindName;
  /** The record it is added to (shared/recordNames.ts), e.g. issue:12: its screen shows it, its save state counts it. */
  parent: string;
  /** What the add call carries, without the key. */
  body: Record<string, unknown>;
  /** When it was added here (ISO). */
  createdAt: string;
  /** Why the server refused it (a 4xx): kept and shown, not sent again. */
  refused: string | null;
}

const storeKey = (user: string, key: string): string => JSON.stringify([user, key]);

const adds = createDeviceStore<PendingAdd>(DEVICE_DATABASES.adds,
  (key, value): value is PendingAdd => isPendingAdd(value) && key === storeKey(value.user, value.key), 'the records added offline');

function isPendingAdd(value: unknown): value is PendingAdd {
  const add = value as PendingAdd;
  return typeof add === 'object' && add !== null && typeof add.key === 'string' && typeof add.user === 'string'
    && add.kind === 'action' && typeof add.parent === 'string' && typeof add.body === 'object' && add.body !== null
    && typeof add.createdAt === 'string';
}

export const loadAdds = (): Promise<void> => adds.load();
export const addsLoaded = (): boolean => adds.loaded();

/** Every pending add on this device, oldest first. */
export function allAdds(): PendingAdd[] {
  return adds.entries().map(([, add]) => add).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** `user`'s pending adds to the record named `parent`, oldest first. */
export function addsTo(user: string, parent: string): PendingAdd[] {
  return allAdds().filter((add) => add.user === user && add.parent === parent);
}

export function getAdd(user: string, key: string): PendingAdd | undefined {
  return adds.get(storeKey(user, key));
}

/** Keeps a new add (or a changed one) on this device at once. */
export function putAdd(add: PendingAdd): void {
  adds.put(storeKey(add.user, add.key), add);
}

/** The add is on the server, or given up: it leaves the device. */
export function dropAdd(user: string, key: string): void {
  adds.put(storeKey(user, key), undefined);
}

/** Every pending add to a record that is gone. */
export function dropAddsTo(parent: string): void {
  for (const add of allAdds()) if (add.parent === parent) dropAdd(add.user, add.key);
}

/** Discards every pending add of `user` on this device, as any tab kept them (signing out with Discard). */
export async function forgetAddsOf(user: string): Promise<void> {
  await adds.forgetWhere((_key, add) => (add as Partial<PendingAdd> | undefined)?.user === user);
}

export const subscribeAdds = (listener: () => void): (() => void) => adds.subscribe(listener);

/** A new key for an add (crypto.randomUUID needs a secure context; this works on plain http too). */
export function newAddKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
