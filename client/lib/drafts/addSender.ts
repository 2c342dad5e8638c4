// Sends the records added on this device (addStore.ts) under the drafts' rules (draftSender.ts): the signed-in
// person's only, while online and signed in, at once when added and when the network or the session comes back,
// again every interval after a failure of the server. An add carries its key, so the server makes the record once
// however often it is sent (a lost answer, two tabs); here, one add is under way at most once per tab.
import { ApiError, errorMessage, isUnreachable } from '../api/http.ts';
import { isSignedOut, onSignedInAgain } from '../api/session.ts';
import { isOnline, onOnlineChange } from '../offline/online.ts';
import { allAdds, dropAdd, getAdd, putAdd, subscribeAdds, type AddKindName, type PendingAdd } from './addStore.ts';

/** How the records of one kind are added. */
export interface AddKind {
  /** How soon an add the server failed (5xx) is tried again. */
  intervalMs: number;
  /** Sends the add with its key; resolves with the record the server made (or had made for that key). */
  send(add: PendingAdd): Promise<unknown>;
  /** Puts the added record into the query cache. */
  stored(add: PendingAdd, record: unknown): void;
}

const kinds = new Map<AddKindName, AddKind>();
export function registerAddKind(kind: AddKindName, config: AddKind): void {
  kinds.set(kind, config);
}

let user: string | null = null;
let report: (message: string) => void = (message) => console.error(message);
const inFlight = new Map<string, Promise<boolean>>();
const listeners = new Set<() => void>();
let retryTimer: number | undefined;

export function configureAddSender(options: { user: string | null; report?: (message: string) => void }): void {
  user = options.user;
  if (options.report) report = options.report;
  sendAll();
}

export const isAdding = (key: string): boolean => inFlight.has(key);

export function subscribeAddSender(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

function emit(): void {
  for (const listener of listeners) listener();
}

function sendable(add: PendingAdd | undefined): add is PendingAdd {
  return add !== undefined && add.user === user && add.refused === null && isOnline() && !isSignedOut() && kinds.has(add.kind);
}

/** Sends every sendable add now. */
function sendAll(): void {
  for (const add of allAdds()) if (sendable(add)) void send(add.key);
}

/** Tries again later what the server failed; stops once nothing is left to try. */
function retryLater(intervalMs: number): void {
  if (retryTimer !== undefined) return;
  retryTimer = window.setTimeout(() => {
    retryTimer = undefined;
    sendAll();
  }, intervalMs);
}

/** Sends one add now (after one under way); resolves true once it is on the server. */
export function send(key: string): Promise<boolean> {
  const running = inFlight.get(key);
  if (running) return running;
  const owner = user;
  const add = owner === null ? undefined : getAdd(owner, key);
  if (!sendable(add) || owner === null) return Promise.resolve(false);
  const kind = kinds.get(add.kind)!;
  const run = (async () => {
    try {
      const record = await kind.send(add);
      kind.stored(add, record);
      dropAdd(owner, key);
      return true;
    } catch (error) {
      failed(owner, add, kind, error);
      return false;
    } finally {
      inFlight.delete(key);
      emit();
    }
  })();
  inFlight.set(key, run);
  emit();
  return run;
}

function failed(owner: string, add: PendingAdd, kind: AddKind, error: unknown): void {
  // The session ended: the add waits for the sign-in. No network or server: it goes when they are back.
  if (error instanceof ApiError && error.status === 401) return;
  if (isUnreachable(error)) {
    retryLater(kind.intervalMs);
    return;
  }
  if (error instanceof ApiError && error.status === 404) {
    dropAdd(owner, add.key);
    report(`What you added could not be saved: ${errorMessage(error)}`);
    return;
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    putAdd({ ...add, refused: errorMessage(error) });
    return;
  }
  report(`Saving failed, trying again: ${errorMessage(error)}`);
  retryLater(kind.intervalMs);
}

/** Sends what of `user`'s adds to `parent` can go now; resolves true when none of them is left on the device. */
export async function flushAdds(parent: string): Promise<boolean> {
  if (user === null) return false;
  const owner = user;
  const mine = () => allAdds().filter((add) => add.user === owner && add.parent === parent);
  await Promise.all(mine().map((add) => send(add.key)));
  return mine().length === 0;
}

let started = false;
/** Starts the sender once: new adds go at once, and those waiting when the network or the session come back. */
export function startAddSender(): void {
  if (started) return;
  started = true;
  let known = new Set<string>();
  subscribeAdds(() => {
    // Only adds that are new here: a refused one written back must not go out again.
    const now = new Set(allAdds().map((add) => `${add.user} ${add.key}`));
    const fresh = [...now].some((id) => !known.has(id));
    known = now;
    if (fresh) sendAll();
  });
  onOnlineChange((online) => { if (online) sendAll(); });
  onSignedInAgain(sendAll);
}
