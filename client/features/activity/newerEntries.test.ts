import { describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryPage } from '../../../shared/history.ts';
import { withNewerEntries, type FeedPages } from './newerEntries.ts';

/** Entries by id, newest first (the ids say nothing else of them here). */
const entries = (...ids: number[]): HistoryEntry[] => ids.map((id) => ({
  id: String(id), at: '2024-06-01T10:00:00.000Z', actor: 'anna', kind: 'station', recordId: 1, action: 'update',
  subject: 'field', field: 'customer', before: '', after: `v${id}`,
}));
const page = (ids: number[], next: number | null): HistoryPage => ({ entries: entries(...ids), next: next === null ? null : String(next) });
/** Two pages of three shown: 9 8 7 | 6 5 4, more after them. */
const shown: FeedPages = { pages: [page([9, 8, 7], 7), page([6, 5, 4], 4)], pageParams: [null, '7'] };
const ids = (feed: FeedPages | null) => feed?.pages.map((p) => p.entries.map((e) => Number(e.id)));

describe('withNewerEntries', () => {
  it('puts what is new on top of the first page, and keeps the older pages and every cursor', () => {
    const feed = withNewerEntries(shown, page([11, 10, 9], 9));
    expect(ids(feed)).toEqual([[11, 10, 9, 8, 7], [6, 5, 4]]);
    expect(feed!.pages.map((p) => p.next)).toEqual(['7', '4']);
    expect(feed!.pageParams).toEqual([null, '7']);
    expect(feed!.pages[1]).toBe(shown.pages[1]);
  });

  it('is the feed itself when nothing is new', () => {
    expect(withNewerEntries(shown, page([9, 8, 7], 7))).toBe(shown);
  });

  it('asks for the whole feed again when more is new than a page holds', () => {
    expect(withNewerEntries(shown, page([14, 13, 12], 12))).toBeNull();
  });

  it('asks for the whole feed again when an entry appeared among those shown (a write that committed late)', () => {
    expect(withNewerEntries(shown, page([10, 9, 7.5], 7.5))).toBeNull();
    expect(withNewerEntries(shown, page([9, 8, 6], 6))).toBeNull(); // or one went away
  });

  it('knows a feed that had every entry: an entry after its last one is new too', () => {
    const whole: FeedPages = { pages: [page([9, 8], null)], pageParams: [null] };
    expect(ids(withNewerEntries(whole, page([10, 9, 8], null)))).toEqual([[10, 9, 8]]);
    expect(withNewerEntries(whole, page([10, 9, 8, 2], null))).toBeNull();
  });

  it('takes the fresh page as it is when nothing was shown', () => {
    const empty: FeedPages = { pages: [page([], null)], pageParams: [null] };
    const fresh = page([3, 2], null);
    expect(withNewerEntries(empty, fresh)).toEqual({ pages: [fresh], pageParams: [null] });
  });
});
