// The search box of the list screen that is shown, for the '/' shortcut: a list's search input (ListSearch.tsx)
// takes listSearchRef as its ref.

let shown: HTMLInputElement | null = null;
/** Until when a search box that appears is focused (the list page is loading after '/' on another screen). */
let wantedUntil = 0;
const WAIT_MS = 5000;

export function listSearchRef(input: HTMLInputElement | null): () => void {
  shown = input;
  if (input && Date.now() < wantedUntil) {
    wantedUntil = 0;
    input.focus();
  }
  return () => {
    if (shown === input) shown = null;
  };
}

/** Focuses the shown list's search box, its text selected to be typed over; false when no list is shown. */
export function focusListSearch(): boolean {
  if (!shown) return false;
  shown.focus();
  shown.select();
  return true;
}

/** True when the focus is in the shown list's search box. */
export function inListSearch(element: Element | null): boolean {
  return !!shown && element === shown;
}

/** Focuses the search box of the list that is about to be shown. */
export function focusListSearchWhenShown(): void {
  wantedUntil = Date.now() + WAIT_MS;
}
