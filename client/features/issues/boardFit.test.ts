import { describe, expect, it } from 'vitest';
import { cardHeights, pageAt, pageCards } from './boardFit.ts';

describe('pageCards', () => {
  it('shows every card on one page when they all fit, with no room kept for the foot line', () => {
    // 3 × 100 + 2 gaps of 10 = 320
    expect(pageCards({ heights: [100, 100, 100], gap: 10, available: 320, foot: 30 })).toEqual([{ start: 0, end: 3 }]);
    expect(pageCards({ heights: [], gap: 10, available: 0, foot: 30 })).toEqual([{ start: 0, end: 0 }]);
  });

  it('puts whole cards only above the foot line, and the rest on the next pages', () => {
    // room for cards: 320 - 30 (foot) - 10 (gap above it) = 280: two cards (210), not three (320)
    expect(pageCards({ heights: [100, 100, 100], gap: 10, available: 319, foot: 30 })).toEqual([{ start: 0, end: 2 }, { start: 2, end: 3 }]);
    expect(pageCards({ heights: Array(7).fill(100), gap: 10, available: 400, foot: 30 }))
      .toEqual([{ start: 0, end: 3 }, { start: 3, end: 6 }, { start: 6, end: 7 }]);
  });

  it('fits cards of different heights exactly to the room', () => {
    // room 200 - 20 - 0 = 180: 60+120 = 180 fits exactly, then 90+50+40, then 200 alone
    expect(pageCards({ heights: [60, 120, 90, 50, 40, 200], gap: 0, available: 200, foot: 20 }))
      .toEqual([{ start: 0, end: 2 }, { start: 2, end: 5 }, { start: 5, end: 6 }]);
  });

  it('gives a card taller than the column a page of its own, and never an empty page', () => {
    expect(pageCards({ heights: [500, 100], gap: 10, available: 300, foot: 30 })).toEqual([{ start: 0, end: 1 }, { start: 1, end: 2 }]);
    expect(pageCards({ heights: [100, 100], gap: 10, available: 0, foot: 30 })).toEqual([{ start: 0, end: 1 }, { start: 1, end: 2 }]);
  });
});

describe('pageAt', () => {
  it('goes round the pages with the clock', () => {
    const pages = [{ start: 0, end: 2 }, { start: 2, end: 4 }, { start: 4, end: 5 }];
    expect([0, 1, 2, 3, 4, 7].map((tick) => pageAt(pages, tick))).toEqual([0, 1, 2, 0, 1, 1]);
    expect(pageAt([{ start: 0, end: 1 }], 5)).toBe(0);
    expect(pageAt([], 3)).toBe(0);
  });
});

describe('cardHeights', () => {
  it('takes measured heights, the average of them for a card not measured yet, else the fallback', () => {
    expect(cardHeights([1, 2, 3], new Map([[1, 100], [3, 120]]), 80)).toEqual([100, 110, 120]);
    expect(cardHeights([1, 2], new Map(), 80)).toEqual([80, 80]);
  });
});
