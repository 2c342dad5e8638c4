// How each kind of record is saved, registered by its feature (features/stations/stationDrafts.ts,
// features/issues/issueDrafts.ts): the draft sender saves drafts with it, History's Restore puts an earlier value
// back with it. lib/ knows no feature: it looks the kind up here.
import type { RecordKind } from '../../../shared/recordNames.ts';

export interface SaveOptions { keepalive?: boolean }

/** How the records of one kind are saved. */
export interface DraftKind {
  /** How often a draft of this kind is sent while it has changes. */
  intervalMs: number;
  /** Sends the changed fields with the `modif` they were made on; resolves with the saved record. */
  save(id: number, changes: Record<string, unknown>, base: string, options: SaveOptions): Promise<{ modif: string }>;
  /** Puts a saved (or current) record into the query cache; `changes` are what was sent. */
  stored(record: { modif: string }, changes: Record<string, unknown>): void;
  /** The current record a 409 comes back with, if any. */
  currentOf(body: unknown): { modif: string } | undefined;
  /**
   * Fields of a refused save (`status`, `body`: the answer) that the server will not take as they are, while it
   * would take the rest (an NCR with open actions refuses Resolved): they are dropped from the draft and the
   * other changes go out at the next tick. Null or empty: the save is refused as a whole.
   */
  dropRefused?(id: number, status: number, body: unknown): string[] | null;
}

const kinds = new Map<RecordKind, DraftKind>();

export function registerDraftKind(kind: RecordKind, config: DraftKind): void {
  kinds.set(kind, config);
}

/** How records of `kind` are saved; undefined until its feature registered it (at start, useBackgroundSaving). */
export const draftKind = (kind: RecordKind): DraftKind | undefined => kinds.get(kind);
