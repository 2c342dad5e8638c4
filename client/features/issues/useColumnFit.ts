// Measures a board column (its room, the gap between cards, its cards and its foot line) with ResizeObserver,
// so the column can show whole cards only.
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ColumnMeasure {
  available: number;
  gap: number;
  foot: number;
  /** Card heights by iid. */
  heights: ReadonlyMap<number, number>;
}

const sameMeasure = (a: ColumnMeasure | null, b: ColumnMeasure) =>
  a !== null && a.available === b.available && a.gap === b.gap && a.foot === b.foot && a.heights.size === b.heights.size
  && [...b.heights].every(([iid, height]) => a.heights.get(iid) === height);

function measure(viewport: HTMLElement, list: HTMLElement, foot: HTMLElement | null): ColumnMeasure {
  // A column that grows with its cards (stacked on a phone) has a maximum height; one that fills the screen
  // has its own height.
  const maxHeight = getComputedStyle(viewport).maxHeight;
  const available = maxHeight.endsWith('px') ? Number.parseFloat(maxHeight) : viewport.getBoundingClientRect().height;
  const heights = new Map<number, number>();
  for (const card of list.querySelectorAll<HTMLElement>(':scope > [data-iid]')) {
    heights.set(Number(card.dataset.iid), card.getBoundingClientRect().height);
  }
  return {
    available,
    gap: Number.parseFloat(getComputedStyle(list).rowGap) || 0,
    foot: foot?.getBoundingClientRect().height ?? 0,
    heights,
  };
}

/**
 * The column's measures, taken before the first paint and again whenever the column, a card or the foot line
 * changes size (a window resize, a card's text changing, fonts arriving). null until measured.
 */
export function useColumnFit(
  viewport: RefObject<HTMLElement | null>, list: RefObject<HTMLElement | null>, foot: RefObject<HTMLElement | null>, cardsKey: string,
): ColumnMeasure | null {
  const [measured, setMeasured] = useState<ColumnMeasure | null>(null);
  useLayoutEffect(() => {
    const viewportElement = viewport.current;
    const listElement = list.current;
    if (!viewportElement || !listElement) return;
    const update = () => {
      const next = measure(viewportElement, listElement, foot.current);
      setMeasured((previous) => (sameMeasure(previous, next) ? previous : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(viewportElement);
    if (foot.current) observer.observe(foot.current);
    for (const card of listElement.children) observer.observe(card);
    return () => observer.disconnect();
  }, [viewport, list, foot, cardsKey]);
  return measured;
}
