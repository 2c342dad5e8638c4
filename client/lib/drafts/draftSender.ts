// Sends the drafts (draftStore.ts) of the signed-in person: every record's changed fields at its autosave
// interval (SPEC §4: 1720 ms station, 1871 ms issue) while online and signed in, at once when the network or
// the session comes back, and on demand (leaving a page, deleting). Records that are not open are sent too.
import { parseRecordName } from '../../../shared/recordNames.ts';
import { ApiError, errorMessage, isUnreachable } from '../api/http.ts';
import { isOnline, onOnlineChange } from '../offline/online.ts';
import { isSignedOut, onSignedInAgain } from '../api/session.ts';
import { draftKind, type DraftKind, type SaveOptions } from './draftKinds.ts';
import { allDrafts, forgetRecordDrafts, getDraft, subscribeDrafts, updateDraft, type RecordDraft } from './draftStore.ts';

let user: string | null = null;
let report: (message: string) => void = (message) => console.error(message);
const inFlight = new Map<string, Promise<boolean>>();
const timers = new Map<string, number>();
/** Per record, the values this device saved last per field: a later change by someone else is a conflict to show. */
const mine = new Map<string, Record<string, unknown>>();
const listeners = new Set<() => void>();

/** Whose drafts are sent (the signed-in account), and where problems are told. */
export function configureDraftSender(options: { user: string | null; report?: (message: string) => void }): void {
  user = options.user;
  if (options.report) report = options.report;
  schedule();
}

export const isSaving = (key: string): boolean => inFlight.has(key);

const NOTHING_SAVED: Record<string, unknown> = Object.freeze({});

/** The values this device saved last, by field (for conflict notices); the same object until they change. */
export const savedHere = (key: string): Record<string, unknown> => mine.get(key) ?? NOTHING_SAVED;

/** Stops showing a conflict on this field. */
export function forgetSavedHere(key: string, field: string): void {
  const values = mine.get(key);
  if (!values || !(field in values)) return;
  const { [field]: _dropped, ...rest } = values;
  mine.set(key, rest);
  emit();
}

/** Subscribes to the sender's state (saving, saved here); returns how to stop. */
export function subscribeSender(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** How the record `key` names is saved, if its kind is registered. */
function kindOf(key: string): DraftKind | undefined {
  const record = parseRecordName(key);
  return record ? draftKind(record.kind) : undefined;
}

/** A draft that may go out now: changes to send, its owner signed in, the network up, nothing refused. */
function sendable(draft: RecordDraft | undefined): draft is RecordDraft {
  return draft !== undefined && draft.user === user && draft.refused === null && Object.keys(draft.changes).length > 0
    && isOnline() && !isSignedOut() && kindOf(draft.key) !== undefined;
}

/** Keeps one autosave timer per sendable draft. */
function schedule(): void {
  const due = new Set(allDrafts().filter(sendable).map((draft) => draft.key)); // the signed-in person's only
  for (const [key, timer] of timers) {
    if (due.has(key)) continue;
    window.clearInterval(timer);
    timers.delete(key);
  }
  for (const key of due) {
    if (timers.has(key)) continue;
    const kind = kindOf(key)!;
    timers.set(key, window.setInterval(() => void send(key), kind.intervalMs));
  }
}

/** Sends what is pending for every sendable draft now (the network or the session came back). */
function sendAll(): void {
  schedule();
  for (const draft of allDrafts()) if (sendable(draft)) void send(draft.key);
}

/**
 * Saves one record's draft now, after a save already under way; resolves true when nothing of it is left to
 * send (what is invalid or refused stays, and counts as left).
 */
export async function flushDraft(key: string, options: SaveOptions = {}): Promise<boolean> {
  while (inFlight.has(key)) await inFlight.get(key);
  if (user === null) return false;
  if (sendable(getDraft(user, key))) await send(key, options);
  const draft = getDraft(user, key);
  return draft === undefined || (Object.keys(draft.changes).length === 0 && Object.keys(draft.invalid).length === 0);
}

function send(key: string, options: SaveOptions = {}): Promise<boolean> {
  const running = inFlight.get(key);
  if (running) return running;
  const owner = user;
  if (owner === null) return Promise.resolve(false);
  const draft = getDraft(owner, key);
  if (!sendable(draft)) return Promise.resolve(false);
  const record = parseRecordName(key)!;
  const kind = draftKind(record.kind)!;
  const changes = draft.changes;
  const run = (async () => {
    try {
      const saved = await kind.save(record.id, changes, draft.base, options);
      rememberSaved(key, changes, saved as unknown as Record<string, unknown>);
      updateDraft(owner, key, (current) => current && {
        ...current,
        base: saved.modif,
        editedAt: new Date().toISOString(),
        // What changed again while the save was under way stays for the next one.
        changes: Object.fromEntries(Object.entries(current.changes).filter(([field, value]) => !Object.is(value, changes[field]))),
      });
      kind.stored(saved, changes);
      return true;
    } catch (error) {
      failed(owner, key, kind, error);
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

/** The fields just saved, with their values as the server stored them (it may normalise one); not setParent. */
function rememberSaved(key: string, changes: Record<string, unknown>, saved: Record<string, unknown>): void {
  const fields = Object.keys(changes).filter((field) => field in saved);
  mine.set(key, { ...mine.get(key), ...Object.fromEntries(fields.map((field) => [field, saved[field]])) });
}

function failed(owner: string, key: string, kind: DraftKind, error: unknown): void {
  // No network or server, or the session ended (the dialog is open): the draft waits and goes out later.
  if (isUnreachable(error) || (error instanceof ApiError && error.status === 401)) return;
  const dropped = error instanceof ApiError ? kind.dropRefused?.(parseRecordName(key)!.id, error.status, error.body) : null;
  if (dropped && dropped.length > 0) {
    // Only these fields are refused: they leave the draft, and the rest goes out at the next tick.
    updateDraft(owner, key, (draft) => draft && {
      ...draft,
      changes: Object.fromEntries(Object.entries(draft.changes).filter(([field]) => !dropped.includes(field))),
    });
    return;
  }
  if (error instanceof ApiError && error.status === 404) {
    forgetRecordDrafts(key);
    report(`Your changes could not be saved: ${errorMessage(error)}`);
    return;
  }
  if (error instanceof ApiError && error.status === 409) {
    const current = kind.currentOf(error.body);
    if (current) {
      updateDraft(owner, key, (draft) => draft && { ...draft, base: current.modif });
      kind.stored(current, {});
      return;
    }
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    updateDraft(owner, key, (draft) => draft && { ...draft, refused: errorMessage(error) });
    return;
  }
  report(`Saving failed, trying again: ${errorMessage(error)}`);
}

let started = false;
/** Starts the sender once: timers follow the drafts, the network and the session. */
export function startDraftSender(): void {
  if (started) return;
  started = true;
  subscribeDrafts(schedule);
  onOnlineChange((online) => (online ? sendAll() : schedule()));
  onSignedInAgain(sendAll);
  window.addEventListener('beforeunload', () => {
    for (const draft of allDrafts()) if (sendable(draft)) void send(draft.key, { keepalive: true });
  });
}
