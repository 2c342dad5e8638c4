// Browser tests of the keyboard shortcuts, their '?' overlay and the Ctrl/⌘-K command palette (issue 16).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../../shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { createStation, uniqueWord } from './records.ts';
import { call } from './api.ts';

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search', exact: true });
const palette = (page: Page) => page.getByRole('combobox', { name: 'Find stations, NCRs and pages' });
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });

/** Serious or critical axe violations inside `selector`, one line each. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Marks the document, so that a later check tells a client-side navigation from a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => { document.documentElement.dataset.sameDocument = 'yes'; });
}
/** Opens the palette and waits for its box to take the keys: keys typed while it is still opening are lost. */
async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(palette(page)).toBeFocused();
}
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.dataset.sameDocument === 'yes');

test('/ focuses the list search, Escape leaves it, and on a screen without a list / searches the stations', async ({ signedIn: page }) => {
  await page.goto(paths.issues);
  await expect(page.getByRole('heading', { level: 1, name: 'NCR' })).toBeVisible();
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('/ab');
  await expect(searchBox(page)).toHaveValue('/ab'); // in the box, '/' is typed, not a shortcut
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).not.toBeFocused();

  await page.goto(paths.activity);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('/');
  await expect(page).toHaveURL(paths.stations);
  await expect(searchBox(page)).toBeFocused();
});

test('g and n sequences go to the lists and the add pages, without a page load', async ({ signedIn: page }) => {
  await page.goto(paths.stations);
  await expect(page.getByRole('heading', { level: 1, name: 'Stations' })).toBeVisible();
  await markDocument(page);
  await page.keyboard.press('g');
  await page.keyboard.press('n');
  await expect(page).toHaveURL(paths.issues);
  await page.keyboard.press('g');
  await page.keyboard.press('a');
  await expect(page).toHaveURL(paths.activity);
  await page.keyboard.press('n');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(paths.addStation);
  // The Project ID field has the focus: typed keys are text there.
  await expect(page.getByRole('textbox', { name: 'Project ID' })).toBeFocused();
  await page.keyboard.type('gs');
  await expect(page.getByRole('textbox', { name: 'Project ID' })).toHaveValue('gs');
  await expect(page).toHaveURL(paths.addStation);
  expect(await sameDocument(page)).toBe(true);
});

test('? shows the shortcuts in a dialog that Escape closes; the account menu shows it too', async ({ signedIn: page }) => {
  await page.goto(paths.stations);
  await expect(page.getByRole('heading', { level: 1, name: 'Stations' })).toBeVisible();
  await page.keyboard.press('?');
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
  for (const label of ['Search the list', 'Find a station, NCR or page', 'Go to Stations', 'Go to NCR list', 'New station']) {
    await expect(overlay(page).getByRole('row', { name: new RegExp(label) })).toBeVisible();
  }
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();

  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  await expect(overlay(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
});

test('Ctrl-K finds a station by project id and by name, and an NCR by number, and opens them', async ({ signedIn: page }) => {
  const station = await createStation(page.request, `Keyboard ${uniqueWord('Kb')} Substation`);
  const { result: iid } = await call(page.request, 'addIssue', { station: station.sid, prod: 'Palette plunger' });
  const { issue } = await call(page.request, 'issue', { iid });

  await page.goto(paths.activity);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await markDocument(page);
  await openPalette(page);
  // Before the search applies, the pages of the shortcut table are offered.
  await expect(page.getByRole('option', { name: /Go to NCR list/ })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await page.keyboard.type(station.projId);
  await expect(page.getByRole('option').first()).toContainText(`${station.projId} ${station.name}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.station(station.sid));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(station.name);

  await openPalette(page);
  const nameQuery = station.name.split(' ').slice(1).join(' ').toLowerCase();
  await page.keyboard.type(nameQuery);
  await expect(palette(page)).toHaveValue(nameQuery);
  // The station, and its NCR by its station's name.
  await expect(page.getByRole('group', { name: 'Stations' }).getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'NCRs' }).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.station(station.sid));

  await openPalette(page);
  await page.keyboard.type(issue.snid);
  await expect(page.getByRole('group', { name: 'NCRs' }).getByRole('option').first()).toContainText(`${issue.snid} Palette plunger`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(palette(page)).toHaveAttribute('aria-activedescendant', await page.getByRole('option').first().getAttribute('id') ?? 'none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.issue(iid));
  // The station page stays on screen until the NCR page's code has loaded (slow on a busy machine).
  await expect(page.getByRole('heading', { name: issue.snid })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Product')).toHaveValue('Palette plunger');

  await openPalette(page);
  await page.keyboard.type(uniqueWord('nothing'));
  await expect(page.getByText('Nothing found')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  expect(await sameDocument(page)).toBe(true);
});
