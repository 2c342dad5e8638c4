// Why the server refused to resolve an NCR (its closure rule, shared/actionRules.ts), per NCR, from the refused
// save (issueDrafts.ts) until the NCR is resolved, or the person picks another status or dismisses it.
import { useSyncExternalStore } from 'react';
import type { ClosureBlocker } from '../../../shared/actionRules.ts';

export interface ClosureRefusal {
  /** The server's sentence: "Cannot resolve: 2 actions not verified: …". */
  message: string;
  blockers: ClosureBlocker[];
}

const refusals = new Map<number, ClosureRefusal>();
const listeners = new Set<() => void>();
const emit = () => { for (const listener of listeners) listener(); };
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};

/** The refusal a 409 of updateIssue carries, if that is what it is: `{ message, blockers }`. */
export function closureRefusalOf(status: number, body: unknown): ClosureRefusal | null {
  if (status !== 409 || typeof body !== 'object' || body === null) return null;
  const { message, blockers } = body as { message?: unknown; blockers?: unknown };
  if (!Array.isArray(blockers) || blockers.length === 0) return null;
  const valid = blockers.every((b: unknown) => typeof b === 'object' && b !== null
    && (((b as ClosureBlocker).kind === 'action' && typeof (b as { aid?: unknown }).aid === 'number') || (b as ClosureBlocker).kind === 'effectiveness'));
  return valid ? { message: typeof message === 'string' ? message : 'Cannot resolve', blockers: blockers as ClosureBlocker[] } : null;
}

export function setClosureRefusal(iid: number, refusal: ClosureRefusal | null): void {
  if (refusal === null ? !refusals.has(iid) : refusals.get(iid) === refusal) return;
  if (refusal === null) refusals.delete(iid);
  else refusals.set(iid, refusal);
  emit();
}

export function useClosureRefusal(iid: number): ClosureRefusal | null {
  return useSyncExternalStore(subscribe, () => refusals.get(iid) ?? null);
}
