// A live feed takes in what is new from its first page alone, instead of fetching every page the reader has
// opened again: the pages further down keep their entries and their cursors.
import type { InfiniteData } from '@tanstack/react-query';
import type { HistoryPage } from '../../../shared/history.ts';

export type FeedPages = InfiniteData<HistoryPage, string | null>;

/**
 * The feed with the entries of `fresh` (its first page, fetched again) that are newer than its newest one put on
 * top; `shown` itself when nothing is new. Null when they do not line up, so the whole feed must be fetched
 * again: more is new than one page holds, or an entry appeared among those shown (a write that started earlier
 * committed later).
 */
export function withNewerEntries(shown: FeedPages, fresh: HistoryPage): FeedPages | null {
  const entries = shown.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return { pages: [fresh], pageParams: [null] };
  const newest = fresh.entries.findIndex((entry) => entry.id === entries[0]!.id);
  if (newest < 0) return null;
  const complete = shown.pages.at(-1)!.next === null;
  for (let i = newest; i < fresh.entries.length; i++) {
    const known = entries[i - newest];
    if (known === undefined) {
      if (complete) return null; // the feed had every entry, yet this one was not among them
      break;
    }
    if (known.id !== fresh.entries[i]!.id) return null;
  }
  if (newest === 0) return shown;
  const [first, ...older] = shown.pages;
  return { pages: [{ ...first!, entries: [...fresh.entries.slice(0, newest), ...first!.entries] }, ...older], pageParams: shown.pageParams };
}
