// Which whole cards fit in a board column, and how a wall screen pages through the rest, as pure functions
// of measured heights (in CSS pixels). A card is never cut in half: what does not fit goes to the next page,
// and a line at the column's foot ('+N more', the page) takes the room it needs.

/** Cards start..end (end exclusive) of a column's list. */
export interface CardPage { start: number; end: number }

export interface ColumnSpace {
  /** Heights of the column's cards, in order. */
  heights: readonly number[];
  /** Space between two cards, and between the last card and the foot line. */
  gap: number;
  /** Height the cards (and the foot line) may take. */
  available: number;
  /** Height of the foot line, shown only when not every card fits. */
  foot: number;
}

const stack = (heights: readonly number[], gap: number) =>
  heights.reduce((sum, height) => sum + height, 0) + gap * Math.max(0, heights.length - 1);

/**
 * The pages of a column: one page of every card when they all fit; otherwise as many whole cards per page as
 * fit above the foot line, in order. A page holds at least one card, even one taller than the column.
 * An empty column is one empty page.
 */
export function pageCards({ heights, gap, available, foot }: ColumnSpace): CardPage[] {
  if (stack(heights, gap) <= available) return [{ start: 0, end: heights.length }];
  const room = available - foot - gap;
  const pages: CardPage[] = [];
  let start = 0;
  while (start < heights.length) {
    let end = start + 1;
    let used = heights[start]!;
    while (end < heights.length && used + gap + heights[end]! <= room) {
      used += gap + heights[end]!;
      end += 1;
    }
    pages.push({ start, end });
    start = end;
  }
  return pages;
}

/** The page to show at a tick of the wall screen's clock (every BOARD_KIOSK_PAGE_MS), going round. */
export function pageAt(pages: readonly CardPage[], tick: number): number {
  return pages.length === 0 ? 0 : ((tick % pages.length) + pages.length) % pages.length;
}

/**
 * Heights for every card, from those measured (by iid): a card not measured yet (just arrived) counts as
 * the average of the others, or `fallback` when none is.
 */
export function cardHeights(iids: readonly number[], measured: ReadonlyMap<number, number>, fallback: number): number[] {
  const known = iids.map((iid) => measured.get(iid)).filter((height): height is number => height !== undefined);
  const average = known.length > 0 ? known.reduce((sum, height) => sum + height, 0) / known.length : fallback;
  return iids.map((iid) => measured.get(iid) ?? average);
}
