// Browser tests of the stations screens: list, add, detail (autosave, parent, products, image, delete).
// Every test creates the stations it changes, through the API of the signed-in page.
import type { Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { todayDate } from '../../shared/dates.ts';
import { paths } from '../../shared/paths.ts';
import { PASSWORD } from '../helpers/testServer.ts';
import { E2E_PERSON, E2E_PERSON_2, E2E_USER, expect, login, test } from './fixtures.ts';
import { colleague, createStation, updateStation, uniqueWord, type Created } from './records.ts';
import { recordBadge } from './saveBadge.ts';
import { call } from './api.ts';

/** A small valid RGB PNG made here, so the test needs no fixture file. */
function pngImage(width = 48, height = 32): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push((x * 255) / width, (y * 255) / height, 160);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const saveState = (page: Page) => page.getByTestId('save-state');
const pagerText = (page: Page) => page.getByTestId('pager-text');
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search' });
const rows = (page: Page) => page.locator('tbody tr');

/** The field wrapper of a labelled input, to reach its own buttons (e.g. a date's 'Set to today'). */
function fieldOf(page: Page, label: string) {
  return page.locator('.mantine-InputWrapper-root', { has: page.getByRole('textbox', { name: label, exact: true }) });
}

async function openStation(page: Page, station: Created): Promise<void> {
  await page.goto(paths.station(station.sid));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(station.name);
}

test('signing in from a station link returns to that station', async ({ page, request }) => {
  await request.post('/api/login', { data: { user: E2E_USER, password: PASSWORD } });
  const station = await createStation(request);

  await login(page, paths.station(station.sid));

  await expect(page).toHaveURL(paths.station(station.sid));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(station.name);
  await expect(page).toHaveTitle(`Service / ${station.projId}`);
});

test('the list searches from two characters, filters, keeps both after a reload and pages', async ({ signedIn: page }) => {
  const word = uniqueWord('Zq');
  const paying = await createStation(page.request, `Alpha ${word} North`);
  await createStation(page.request, `Beta ${word} South`);
  await updateStation(page.request, paying.sid, { pr: true });

  await page.goto(paths.stations);
  await expect(page).toHaveTitle('Service');
  await expect(rows(page)).toHaveCount(11);
  const all = await pagerText(page).textContent();
  expect(all).toMatch(/^Page 1 of \d+ · \d+ stations$/);

  // One character does not search yet.
  await searchBox(page).fill(word.slice(0, 1));
  await expect(pagerText(page)).toHaveText(all!);

  await searchBox(page).fill(word.toLowerCase());
  await expect(rows(page)).toHaveCount(2);
  await expect(pagerText(page)).toHaveText('Page 1 of 1 · 2 stations');

  // Every word must match, in any of the searched fields.
  await searchBox(page).fill(`${word} north`);
  await expect(rows(page)).toHaveCount(1);
  await searchBox(page).fill(`${word} nowhere`);
  await expect(page.getByText('No results')).toBeVisible();

  await searchBox(page).fill(word);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Remaining Payment' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(paying.name);

  await page.reload();
  await expect(searchBox(page)).toHaveValue(word);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Remaining Payment');
  await expect(rows(page)).toHaveCount(1);

  // Enter on a focused row opens the station.
  await rows(page).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.station(paying.sid));

  // The pager: page 2 shows the total, and coming back from a station keeps the page.
  await page.goto(paths.stations);
  await searchBox(page).fill('');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All Statuses' }).click();
  await expect(pagerText(page)).toHaveText(all!);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(pagerText(page)).toHaveText(all!.replace('Page 1 of', 'Page 2 of'));
  const firstOnPage2 = await rows(page).first().getAttribute('aria-label');
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/service\/station\?sid=\d+/);
  await page.goBack();
  await expect(pagerText(page)).toHaveText(all!.replace('Page 1 of', 'Page 2 of'));
  await expect(rows(page).first()).toHaveAttribute('aria-label', firstOnPage2!);
});

test('the list shows its first page before the whole list, which follows after the first screen; a page beyond it waits for the whole', async ({ signedIn, browser }) => {
  await signedIn.goto('/service');
  // A sub-project on the first page whose parent is not on it: the first page brings the parent's row along.
  const parent = await createStation(signedIn.request, `First parent ${uniqueWord('Fp')}`);
  for (let n = 0; n < 11; n += 1) await createStation(signedIn.request, `Filler ${uniqueWord('Ff')}`);
  const child = await createStation(signedIn.request, `First child ${uniqueWord('Fc')}`);
  await updateStation(signedIn.request, child.sid, { setParent: parent.sid });
  // A browser that has not kept the list on the device yet (the signed-in page's list is kept, and shown at once).
  const page = await (await browser.newContext({ storageState: await signedIn.context().storageState() })).newPage();

  // The whole list is held back until the test lets it go.
  const asked: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/stations/first', async (route) => { asked.push('first'); await route.continue(); });
  await page.route('**/api/stations', async (route) => { asked.push('whole'); await held; await route.continue(); });

  await page.goto(paths.stations);
  await expect(rows(page)).toHaveCount(11);
  await expect(rows(page).first()).toHaveAttribute('aria-label', `${child.projId} ${child.name}`);
  await expect(rows(page).first().getByTestId('row-parent')).toContainText(`${parent.projId} ${parent.name}`);
  const all = await pagerText(page).textContent();
  expect(all).toMatch(/^Page 1 of \d+ · \d+ stations$/);
  expect(asked[0]).toBe('first');
  // After the first screen the whole list is asked for (held here); a page the first page does not have waits for it.
  await expect.poll(() => asked).toContain('whole');
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Loading stations' })).toBeVisible();

  release();
  await expect(pagerText(page)).toHaveText(all!.replace('Page 1 of', 'Page 2 of'));
  await page.getByRole('button', { name: '1', exact: true }).click();
  await expect(pagerText(page)).toHaveText(all!);
  await expect(rows(page).first()).toHaveAttribute('aria-label', `${child.projId} ${child.name}`);
  await searchBox(page).fill(parent.name);
  await expect(rows(page)).toHaveCount(1);
  await page.context().close();
});

test('Add Station is enabled only by the rules and opens the new station', async ({ signedIn: page }) => {
  await page.goto(paths.stations);
  await page.getByRole('link', { name: 'Add Station' }).click();
  await expect(page).toHaveURL(paths.addStation);
  await expect(page.getByTestId('latest-project')).toContainText(/Latest project number: \S+/);

  const add = page.getByRole('button', { name: 'Add', exact: true });
  const projId = uniqueWord('A');
  const name = `New ${uniqueWord('s')}`;
  await expect(add).toBeDisabled();
  await page.getByLabel('Project ID').fill('123');
  await page.getByLabel('Station Name').fill(name);
  await expect(add).toBeDisabled();
  await page.getByLabel('Project ID').fill(projId);
  await page.getByLabel('Station Name').fill('ab');
  await expect(add).toBeDisabled();
  await page.getByLabel('Station Name').fill(name);
  await expect(add).toBeEnabled();
  await add.click();

  await expect(page).toHaveURL(/\/service\/station\?sid=\d+$/);
  await expect(page).toHaveTitle(`Service / ${projId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('edits are autosaved and survive a reload', { tag: '@engine' }, async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  await openStation(page, station);
  await expect(saveState(page)).toHaveText('Saved');

  const customer = `Customer ${uniqueWord('c')}`;
  const states = await recordBadge(page);
  await page.getByRole('textbox', { name: 'End Customer' }).fill(customer);
  await page.getByRole('checkbox', { name: 'Remaining Payment' }).check();
  await fieldOf(page, 'Delivered').getByRole('button', { name: 'Set to today' }).click();
  await expect.poll(states).toContainEqual(expect.stringMatching(/^Unsaved/));
  await expect(saveState(page)).toHaveText('Saved');
  // Each edit counted until an autosave tick (1720 ms) took them: up to three, as ticks may come between them.
  const unsaved = (await states()).filter((state) => state.startsWith('Unsaved'));
  expect(unsaved[0]).toBe('Unsaved (1 change)');
  for (const state of unsaved) expect(state).toMatch(/^Unsaved \([123] changes?\)$/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'End Customer' })).toHaveValue(customer);
  await expect(page.getByText(customer, { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Remaining Payment' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Delivered' })).toHaveValue(todayDate());
  await expect(page.getByTestId('last-modified')).toContainText(`by ${E2E_PERSON}`);

  // The date combo clears a date again.
  await fieldOf(page, 'Delivered').getByRole('button', { name: 'Clear date' }).click();
  await expect(saveState(page)).toHaveText('Saved');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Delivered' })).toHaveValue('');
});

test("the save and a colleague's change are announced politely, once each, not every edit", { tag: '@engine' }, async ({ signedIn: page, browser }) => {
  const station = await createStation(page.request);
  await openStation(page, station);
  const saveNews = page.getByTestId('save-state-announcement');
  const changeNews = page.getByTestId('live-change');
  await expect(saveNews).toHaveAttribute('role', 'status');
  await expect(changeNews).toHaveAttribute('role', 'status');
  await expect(saveNews).toHaveText('');

  await page.getByRole('textbox', { name: 'Country' }).fill('Austria');
  await expect(saveState(page)).toHaveText(/^Unsaved/);
  await expect(saveNews).toHaveText('');
  await page.keyboard.press('Tab');
  await expect(saveState(page)).toHaveText('Saved', { timeout: 8_000 });
  await expect(saveNews).toHaveText('All changes saved');
  await expect(changeNews).toHaveText(''); // one's own save is no news

  const jonas = await colleague(browser, paths.station(station.sid));
  await updateStation(jonas.request, station.sid, { customer: 'Statkraft' });
  await expect(page.getByRole('textbox', { name: 'End Customer' })).toHaveValue('Statkraft');
  await expect(changeNews).toHaveText(new RegExp(`^${E2E_PERSON_2} changed this station \\(`));
  await jonas.context().close();
});

test('a station is connected to a parent project and disconnected', { tag: '@engine' }, async ({ signedIn: page }) => {
  const parent = await createStation(page.request, `Parent ${uniqueWord('p')}`);
  const child = await createStation(page.request);
  await openStation(page, child);

  const picker = page.getByRole('combobox', { name: 'Connect to Parent Project' });
  await picker.fill(parent.projId);
  await page.getByRole('option', { name: `${parent.projId} ${parent.name}` }).click();

  const card = page.getByTestId('parent-card');
  await expect(card.getByRole('link', { name: parent.name })).toHaveAttribute('href', paths.station(parent.sid));
  await expect(card).toContainText(`Project ${parent.projId} · sid ${parent.sid}`);
  await expect(saveState(page)).toHaveText('Saved');

  await page.reload();
  await expect(card.getByRole('link', { name: parent.name })).toBeVisible();
  await card.getByRole('button', { name: 'Disconnect' }).click();
  await expect(picker).toBeVisible();
  await expect(saveState(page)).toHaveText('Saved');

  await page.reload();
  await expect(picker).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('products are added and removed', { tag: '@engine' }, async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  await openStation(page, station);
  const serial = `SN-${uniqueWord('x')}`;

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'GFN-CC' }).click();
  await page.getByRole('textbox', { name: 'Serial' }).fill(serial);
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  const products = page.getByRole('list', { name: 'Products' });
  await expect(products.getByText(serial)).toBeVisible();
  await expect(products.getByText('GFN-CC')).toBeVisible();
  await page.reload();
  await expect(products.getByText(serial)).toBeVisible();

  await page.getByRole('button', { name: `Remove product ${serial}` }).click();
  await expect(products.getByText(serial)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(station.name);
  await expect(page.getByText(serial)).toHaveCount(0);
});

test('a removed product comes back with Undo, from the keyboard, with its category and serial', { tag: '@engine' }, async ({ signedIn: page }) => {
  await page.goto('/service');
  const station = await createStation(page.request);
  const serial = `SN-${uniqueWord('u')}`;
  expect((await page.request.post('/api/addprod', { data: { sid: station.sid, cat: 'ATD', serial } })).status()).toBe(200);
  await page.clock.install(); // its time flows, until the test jumps past the notice's 10 s
  await openStation(page, station);
  const products = page.getByRole('list', { name: 'Products' });
  await expect(products.getByText(serial)).toBeVisible();

  await page.getByRole('button', { name: `Remove product ${serial}` }).click();
  await expect(products.getByText(serial)).toHaveCount(0);
  // Announced politely, and the focus is on Undo (the removed row's button went with the row).
  const notice = page.getByRole('status').filter({ hasText: `Product ATD ${serial} removed` });
  await expect(notice).toBeVisible();
  const undo = notice.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  // It stays while the focus is in it, past its 10 s.
  await page.clock.fastForward(11_000);
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(notice).toHaveCount(0);
  await expect(products.getByText(serial)).toBeVisible();
  await page.reload();
  await expect(products.getByText(serial)).toBeVisible();
  const { prods } = await call(page.request, 'station', { sid: station.sid });
  expect(prods.map(({ cat, serial: sn }) => ({ cat, serial: sn }))).toEqual([{ cat: 'ATD', serial }]);
});

test('an uploaded image is shown', { tag: '@engine' }, async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  await openStation(page, station);
  await expect(page.getByTestId('station-image')).toHaveCount(0);

  await page.locator('input[type=file]').setInputFiles({ name: 'station.png', mimeType: 'image/png', buffer: pngImage() });

  const image = page.getByTestId('station-image');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /format=jpg&maxwidth=400&maxheight=250$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Replace image' })).toBeVisible();
});

test('a station is deleted after the confirmation', async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  await openStation(page, station);

  await page.getByRole('button', { name: 'More Actions' }).click();
  await expect(page.getByText('Data will be permanently deleted')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Station', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Really delete this station? ALL information including issues will be lost.');
  await dialog.getByRole('button', { name: 'Delete Station' }).click();

  await expect(page).toHaveURL(paths.stations);
  await expect(page.getByRole('status').filter({ hasText: `Station ${station.projId} ${station.name} deleted` })).toBeVisible();
  await searchBox(page).fill(station.projId);
  await expect(page.getByText('No results')).toBeVisible();
  expect((await page.request.post('/api/station', { data: { sid: station.sid } })).status()).toBe(404);
});

test('a station that cannot be loaded returns to the list', async ({ signedIn: page }) => {
  await page.goto(paths.station(999999));
  await expect(page).toHaveURL(paths.stations);
  await expect(page.getByText(/Could not load the station/)).toBeVisible();
});
