// What a record screen says about saving: its badge, and the page title's unsaved mark. Between an edit and the
// next autosave tick they last a tick at most, less on a busy machine, where a poll can miss them: `record`
// keeps every text shown.
import type { Page } from '@playwright/test';

export const SAVE_BADGE = '[data-testid=save-state]';
export const PAGE_TITLE = 'head > title';

/** Records every text the element `selector` shows from now on, in order; the returned function reads them. */
export async function record(page: Page, selector: string): Promise<() => Promise<string[]>> {
  const key = `shown ${selector}`;
  await page.evaluate(([selector, key]) => {
    const seen: string[] = [];
    (window as unknown as Record<string, string[]>)[key] = seen;
    const note = () => {
      const text = document.querySelector(selector)?.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    };
    note();
    new MutationObserver(note).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  }, [selector, key] as const);
  return () => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key]!, key);
}

/** Records every text the save badge shows from now on. */
export const recordBadge = (page: Page) => record(page, SAVE_BADGE);
