// A history reads as who did what when: the changes one person made together (within one minute) in one block.
import type { HistoryEntry } from '../../../shared/history.ts';

export interface EntryGroup {
  /** Stable across pages and live updates (its newest entry's id): a React key. */
  key: string;
  actor: string;
  /** Its newest entry's time (ISO). */
  at: string;
  /** Newest first, as the entries came. */
  entries: HistoryEntry[];
}

const minuteOf = (at: string): number => Math.floor(Date.parse(at) / 60_000);

/**
 * Consecutive entries (newest first) of the same person within the same minute, in one group each.
 * `byRecord` (the activity feed): a group also holds one record only, so it can name that record once.
 */
export function groupEntries(entries: readonly HistoryEntry[], { byRecord = false }: { byRecord?: boolean } = {}): EntryGroup[] {
  const groups: EntryGroup[] = [];
  let last: HistoryEntry | undefined;
  for (const entry of entries) {
    const joins = last !== undefined && last.actor === entry.actor && minuteOf(last.at) === minuteOf(entry.at)
      && (!byRecord || (last.kind === entry.kind && last.recordId === entry.recordId));
    if (joins) groups.at(-1)!.entries.push(entry);
    else groups.push({ key: entry.id, actor: entry.actor, at: entry.at, entries: [entry] });
    last = entry;
  }
  return groups;
}
