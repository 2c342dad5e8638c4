// The command palette's own Spotlight store, and how it opens.
import { createSpotlight } from '@mantine/spotlight';

const [store, palette] = createSpotlight();
export const paletteStore = store;

/**
 * Opens the palette with an empty query. The query is cleared here, not on closing (clearQueryOnClose is off):
 * Spotlight clears it at the end of the closing animation, which wiped what was typed into a palette reopened
 * during it.
 */
function openPalette(): void {
  paletteStore.updateState((state) => ({ ...state, query: '' }));
  palette.open();
}

/** Ctrl/⌘-K: opens the palette, or closes it when it is open (it opens again while it is still fading out). */
export function togglePalette(): void {
  if (paletteStore.getState().opened) palette.close();
  else openPalette();
}

/** The attribute that marks the palette's dialog: Ctrl/⌘-K works inside it, unlike in other dialogs. */
export const PALETTE_ATTRIBUTE = 'data-command-palette';
