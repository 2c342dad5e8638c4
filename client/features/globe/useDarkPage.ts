import { useLayoutEffect } from 'react';

/** The mark by which index.html's style paints the whole page dark (set first by client/head/globeBackdrop.js). */
const DARK_PAGE = 'data-globe-page';

/**
 * Keeps the page dark behind and around the globe while it is shown (also when it was reached without a page load),
 * and gives the page back its own colours when another screen takes over.
 */
export function useDarkPage(): void {
  useLayoutEffect(() => {
    document.documentElement.setAttribute(DARK_PAGE, '');
    return () => document.documentElement.removeAttribute(DARK_PAGE);
  }, []);
}
