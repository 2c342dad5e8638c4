// Browser tests of the screens' shared layout (issue 16): one page header, one filter bar, one form layout,
// one empty state, and nothing that moves while the user types or chooses.
import type { Locator, Page } from '@playwright/test';
import { ISSUE_FILTER_LABELS, STATION_FILTER_LABELS } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { createStation } from './records.ts';

const PHONE = { width: 390, height: 844 };
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search', exact: true });
/** Where `locator` is; asked again while it has none (a stand-in being replaced by the real thing, later.tsx). */
const box = async (locator: Locator) => {
  let found: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (found = await locator.boundingBox())).not.toBeNull();
  return found!;
};
/** Holds back the build's chunk `module` (its name before the hash) until the returned function is called. */
async function holdBack(page: Page, module: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(new RegExp(`/assets/${module}-[^/]*\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
const headerWidths = (page: Page) => page.locator('main table thead th').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));

const LISTS = [
  { path: paths.stations, select: 'Status', option: STATION_FILTER_LABELS[1], empty: 'stations-empty', ready: (page: Page) => page.locator('main table tbody tr').first() },
  { path: paths.issues, select: 'Filter', option: ISSUE_FILTER_LABELS[0], empty: 'issues-empty', ready: (page: Page) => page.locator('table[aria-label="NCR list"] tbody tr').first() },
];

for (const list of LISTS) {
  test(`${list.path}: one typed character shows the hint and moves neither the search box nor the ${list.select} select`, async ({ signedIn: page }) => {
    await page.goto(list.path);
    await expect(list.ready(page)).toBeVisible();
    const search = searchBox(page);
    const select = page.getByRole('combobox', { name: list.select, exact: true });
    const before = [await box(search), await box(select)];
    await search.fill('a');
    await expect(page.getByText('Type at least 2 characters')).toBeVisible();
    expect([await box(search), await box(select)]).toEqual(before);
  });

  test(`${list.path}: the ${list.select} select stays where it is when a value is chosen`, async ({ signedIn: page }) => {
    await page.goto(list.path);
    await expect(list.ready(page)).toBeVisible();
    const select = page.getByRole('combobox', { name: list.select, exact: true });
    const before = await box(select);
    await select.click();
    await page.getByRole('option', { name: list.option, exact: true }).click();
    await expect(select).toHaveValue(list.option);
    expect(await box(select)).toEqual(before);
  });

  test(`${list.path}: the columns keep their widths from one result set to the next`, async ({ signedIn: page }) => {
    await page.goto(list.path);
    await expect(list.ready(page)).toBeVisible();
    const before = await headerWidths(page);
    const firstRow = await list.ready(page).innerText();
    // Another set of rows: those that contain the first row's second word or, failing that, its first.
    const word = firstRow.split(/\s+/).find((part) => part.length >= 3) ?? firstRow.slice(0, 3);
    await searchBox(page).fill(word);
    await expect(page.getByText('Type at least 2 characters')).toHaveCount(0);
    await expect(list.ready(page)).toBeVisible();
    expect(await headerWidths(page)).toEqual(before);
  });

  test(`${list.path}: a search without results shows the empty state`, async ({ signedIn: page }) => {
    await page.goto(list.path);
    await expect(list.ready(page)).toBeVisible();
    await searchBox(page).fill('zzqxj nothing-matches');
    const empty = page.getByTestId(list.empty);
    await expect(empty).toBeVisible();
    await expect(empty.locator('svg').first()).toBeVisible();
  });
}

test('/activity: a filter without results shows the same empty state', async ({ signedIn: page }) => {
  await page.goto(`${paths.activity}?person=nobody-at-all`);
  const empty = page.getByTestId('activity-empty');
  await expect(empty).toContainText('No matching changes');
  // The same component as the lists' (client/components/EmptyState.tsx): the same classes.
  const classes = await empty.getAttribute('class');
  await page.goto(paths.stations);
  await searchBox(page).fill('zzqxj nothing-matches');
  expect(await page.getByTestId('stations-empty').getAttribute('class')).toBe(classes);
});

/**
 * Waits until a header's buttons are one row (its More menu's code and its tooltips come after the first screen)
 * and nothing scrolls sideways. The buttons are read grouped by their top and height, so that a failure names
 * which button is where.
 */
async function expectOneRowOfButtons(page: Page, header: Locator, atLeast: number) {
  const actions = header.locator(':is(a, button):visible');
  await expect(actions.first()).toBeVisible();
  const rowsOfButtons = () => actions.evaluateAll((elements) => {
    const rows = new Map<string, string[]>();
    for (const element of elements) {
      const box = element.getBoundingClientRect();
      const at = `at ${Math.round(box.top)}, ${Math.round(box.height)} high`;
      rows.set(at, [...rows.get(at) ?? [], element.textContent || element.getAttribute('aria-label') || '']);
    }
    return [...rows].map(([at, names]) => `${names.join(' + ')} ${at}`);
  });
  await expect.poll(rowsOfButtons).toHaveLength(1);
  expect(await actions.count()).toBeGreaterThanOrEqual(atLeast);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const path of [paths.stations, paths.issues]) {
  test(`${path} at 390 px: the header's buttons are one row and nothing scrolls sideways`, async ({ signedIn: page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await expectOneRowOfButtons(page, page.getByTestId('page-actions'), 2);
  });
}

test('a station at 390 px: History, Upload image and Delete station are one row of icons beside the save state', async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  await page.setViewportSize(PHONE);
  await page.goto(paths.station(station.sid));
  const header = page.getByTestId('record-actions');
  await expectOneRowOfButtons(page, header, 3);
  for (const name of ['History', 'Upload image', 'Delete station']) await expect(header.getByRole('button', { name })).toBeVisible();
  await expect(header.getByRole('button', { name: 'History' })).toHaveText(''); // its icon alone; the label is its name
  await expect(header.getByTestId('save-state')).toBeVisible();
});

test('a station at 390 px offline with changes, or with a refused value: the save state in few words, the buttons still one row', async ({ signedIn: page, context }) => {
  const station = await createStation(page.request);
  await page.setViewportSize(PHONE);
  await page.goto(paths.station(station.sid));
  const header = page.getByTestId('record-actions');
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field('Project ID').fill('ab');
  await expect(header.getByTestId('save-state')).toHaveText('Not saved');
  await expectOneRowOfButtons(page, header, 3);
  await field('Project ID').fill(station.projId);
  await expect(header.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 });

  await context.setOffline(true);
  await expect(page.getByTestId('connection')).toHaveText('Offline');
  await field('End Customer').fill('Kept while offline');
  await field('Country').fill('Kept too');
  await expect(header.getByTestId('save-state')).toHaveText('Offline (2 kept)');
  await expect(page.getByTestId('offline-banner')).toHaveText('Offline: 2 changes kept on this device, sent when the network is back.');
  await expectOneRowOfButtons(page, header, 3);
  await context.setOffline(false);
  await expect(header.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 });
});

test('/ncr at 390 px: the secondary actions are in the More menu', async ({ signedIn: page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(paths.issues);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'NCR Dashboard' })).toBeVisible();
});

/** What the form layout decides, read from the page: back link, card padding, footer buttons, required fields. */
async function formLayout(page: Page, path: string) {
  await page.goto(path);
  const back = page.getByTestId('back-link');
  await expect(back).toBeVisible();
  const card = page.getByTestId('form-card');
  return {
    backIcon: await back.locator('svg').getAttribute('class'),
    backStyle: await back.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontSize, style.color, style.display];
    }),
    padding: await card.evaluate((element) => getComputedStyle(element).padding),
    buttons: await card.getByRole('button').or(card.getByRole('link')).allInnerTexts(),
    required: await card.locator('input[required], input[aria-required="true"]').count(),
  };
}

test('Add Station and Add Issue share one layout: back link, card padding, Cancel and Add, required marks', async ({ signedIn: page }) => {
  await page.goto('/service');
  const station = await formLayout(page, paths.addStation);
  const issue = await formLayout(page, paths.addIssue());
  await expect(page.getByTestId('back-link')).toHaveText('NCR');
  expect(issue).toEqual(station);
  expect(station.buttons).toEqual(['Cancel', 'Add']);
  expect(station.required).toBe(2);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/ncr$/);
});

test('the account menu and a list filter pressed before their code has loaded open once it has', async ({ signedIn: page }) => {
  await page.goto('/service');
  // Their code comes after the first screen (client/lib/loading/later.tsx); held back here, the stand-ins are what is pressed.
  const releaseMenu = await holdBack(page, 'AccountMenuDropdown');
  const releaseFilter = await holdBack(page, 'FilterSelectDropdown');
  await page.goto(paths.issues);

  await page.getByRole('button', { name: /^Account: / }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  releaseMenu();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  const filter = page.getByRole('combobox', { name: 'Filter' });
  await filter.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  releaseFilter();
  await page.getByRole('option', { name: ISSUE_FILTER_LABELS[0], exact: true }).click();
  await expect(page).toHaveURL(/[?&]filter=0/);
  await expect(filter).toBeFocused();
});

test('a list filter pressed while its code arrives opens when the press ends: the real one does not replace the pressed look-alike mid-click', async ({ signedIn: page }) => {
  await page.goto('/service');
  const arrived = page.waitForResponse(/\/assets\/FilterSelectDropdown-[^/]*\.js$/);
  const release = await holdBack(page, 'FilterSelectDropdown');
  await page.goto(paths.issues);
  const filter = page.getByRole('combobox', { name: 'Filter' });
  const at = await box(filter);
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  release();
  await arrived;
  // The code has come while the button is down: the look-alike stays under the pointer until the press ends.
  await expect(page.locator('[data-later=stand-in]').filter({ has: filter })).toHaveCount(1);
  await page.waitForTimeout(300);
  await expect(page.locator('[data-later=stand-in]').filter({ has: filter })).toHaveCount(1);
  await page.mouse.up();
  await page.getByRole('option', { name: ISSUE_FILTER_LABELS[0], exact: true }).click();
  await expect(page).toHaveURL(/[?&]filter=0/);
});

test('Tab onto a list filter before its code has loaded leaves it closed, the focus in it, and the arrow keys open it', async ({ signedIn: page }) => {
  await page.goto('/service');
  const release = await holdBack(page, 'FilterSelectDropdown');
  await page.goto(paths.issues);
  const filter = page.getByRole('combobox', { name: 'Filter' });
  await page.getByRole('textbox', { name: 'Search' }).focus();
  await page.keyboard.press('Tab');
  await expect(filter).toBeFocused();
  release();
  await expect(page.locator('[data-later=loaded]').filter({ has: filter })).toHaveCount(1); // Mantine's Select now
  await expect(filter).toBeFocused();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
});
