// Browser tests of the promise that nobody loses an edit: the save state tells the truth over both kinds of
// field, invalid values stay, an ended session is signed in again in place, and work goes on offline.
import type { BrowserContext, Page } from '@playwright/test';
import { LONG_TEXT_MAX } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import { PASSWORD } from '../helpers/testServer.ts';
import { E2E_PERSON, E2E_PERSON_2, expect, test } from './fixtures.ts';
import { colleague, createStation, readStation, updateStation, uniqueWord, type Created } from './records.ts';
import { recordBadge } from './saveBadge.ts';

// What happens offline and live involves the app's service worker (it serves the app shell without a network).
test.use({ serviceWorkers: 'allow' });

const badge = (page: Page) => page.getByTestId('save-state');
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function openStation(page: Page, station: Created): Promise<void> {
  await page.goto(paths.station(station.sid));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(station.name);
  await expect(field(page, 'Comments')).toHaveAttribute('data-shared-ready', 'true');
}

/** Types at the end of a shared multi-line field. */
async function typeAtEnd(page: Page, label: string, text: string): Promise<void> {
  await field(page, label).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

/** The station as the server has it, once `check` holds (autosave and the text flush take their time). */
async function serverHas(page: Page, sid: number, check: (st: Awaited<ReturnType<typeof readStation>>) => boolean): Promise<void> {
  await expect.poll(async () => check(await readStation(page.request, sid)), { timeout: 15_000 }).toBe(true);
}

/** The query keys of the data this device keeps for offline use (the persisted query cache). */
function keptQueries(page: Page): Promise<string[]> {
  return page.evaluate(() => new Promise<string[]>((resolve, reject) => {
    const open = indexedDB.open('stationdesk-cache');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const read = open.result.transaction('cache').objectStore('cache').get('query-cache');
      read.onsuccess = () => {
        // Kept as JSON text (client/lib/offline/queryPersister.ts).
        const kept = typeof read.result === 'string' ? JSON.parse(read.result) as unknown : read.result;
        const queries = (kept as { clientState?: { queries: { queryKey: unknown[] }[] } } | undefined)?.clientState?.queries ?? [];
        resolve(queries.map((query) => JSON.stringify(query.queryKey)));
        open.result.close();
      };
    };
  }));
}

/** The app shell is on this device (the service worker took over), and so is the data of `queries` (JSON query keys). */
async function readyForOffline(page: Page, queries: string[] = []): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(async () => {
    const kept = await keptQueries(page);
    return queries.every((key) => kept.includes(key)) && kept.length > 0;
  }).toBe(true);
}

/** Every shared-text edit is written to the device (IndexedDB) by now: a reload or a closed tab keeps it. */
async function keptOnDevice(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-device-writes', '0');
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('Offline');
}

test('an invalid value stays, the badge names it, leaving asks, and the valid fields of the record are saved', { tag: '@engine' }, async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  await openStation(page, station);
  const country = `Country ${uniqueWord('v')}`;

  await field(page, 'Project ID').fill('ab');
  await field(page, 'Country').fill(country);
  await expect(badge(page)).toHaveText('Not saved: fix "Project ID"');
  await expect(page).toHaveTitle(`● Service / ${station.projId} (not saved)`);
  await expect(page.getByText('Must be longer than 3 characters')).toBeVisible();
  await serverHas(page, station.sid, (st) => st.country === country && st.projId === station.projId);

  // Leaving asks first; staying keeps everything as it was.
  const asked: string[] = [];
  page.once('dialog', (dialog) => { asked.push(dialog.message()); void dialog.dismiss(); });
  await page.getByRole('link', { name: 'Stations' }).first().click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('Not saved: fix "Project ID"');
  await expect(page).toHaveURL(paths.station(station.sid));

  // The invalid text is kept on this device: a reload (after the browser's own question) shows it again.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(field(page, 'Project ID')).toHaveValue('ab');
  await expect(badge(page)).toHaveText('Not saved: fix "Project ID"');
  await field(page, 'Project ID').fill(`${station.projId}X`);
  await expect(badge(page)).toHaveText('Saved', { timeout: 8_000 });
  await serverHas(page, station.sid, (st) => st.projId === `${station.projId}X`);
  await expect(page).toHaveTitle(`Service / ${station.projId}X`);
});

test('a session that ends while typing asks to sign in over the page, and then everything typed is saved', { tag: '@engine' }, async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  await openStation(page, station);
  const customer = `Customer ${uniqueWord('s')}`;

  await field(page, 'End Customer').fill(customer);
  await typeAtEnd(page, 'Comments', 'Typed before. ');
  // Signed out in another tab of the same browser, while typing goes on here.
  await Promise.all([
    page.request.post('/api/logout'),
    page.keyboard.type('Typed while the session ended. '),
  ]);
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Nothing you typed is lost');
  await expect(badge(page)).toHaveText('Signed out: sign in to save');
  // The page stays, and typing goes on where it was.
  await page.keyboard.type('And after.');
  await field(page, 'Station Name').fill(`${station.name} B`);
  await expect(page).toHaveURL(paths.station(station.sid));
  const typed = await field(page, 'Comments').inputValue();
  expect(typed).toBe('Typed before. Typed while the session ended. And after.');

  await dialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(badge(page)).toHaveText('Saved', { timeout: 10_000 });
  await serverHas(page, station.sid, (st) => st.customer === customer && st.name === `${station.name} B` && st.comments === typed);
  await expect(page.getByTestId('last-modified')).toContainText(`by ${E2E_PERSON}`);
});

test('offline: edits are kept through a reload from the service worker and reach the server and a colleague when the network is back', { tag: '@engine' }, async ({ signedIn: page, context, browser }) => {
  const station = await createStation(page.request);
  await openStation(page, station);
  await readyForOffline(page, [`["station",${station.sid}]`]);
  const jonas = await colleague(browser, paths.station(station.sid));
  const customer = `Customer ${uniqueWord('o')}`;

  await goOffline(context, page);
  await field(page, 'End Customer').fill(customer);
  await typeAtEnd(page, 'Comments', 'Written at the substation.');
  await expect(badge(page)).toHaveText('Offline (2 changes kept on this device)');
  await expect(page).toHaveTitle(`● Service / ${station.projId} (offline)`);
  await expect(page.getByTestId('offline-banner')).toHaveText('Offline: 2 changes kept on this device, sent when the network is back.');
  await keptOnDevice(page);

  // A reload without a network: the page comes from the service worker, its data and the edits from this device.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(station.name);
  await expect(field(page, 'End Customer')).toHaveValue(customer);
  await expect(field(page, 'Comments')).toHaveValue('Written at the substation.');
  await expect(badge(page)).toHaveText('Offline (2 changes kept on this device)');

  const states = await recordBadge(page);
  const back = Date.now();
  await context.setOffline(false);
  await expect(badge(page)).toHaveText('Saved', { timeout: 10_000 });
  console.log(`offline: the edits kept offline were saved ${Date.now() - back} ms after the network came back`);
  // The shared text waits for its websocket to reconnect: on a busy machine the badge may say so ('Unsaved (1
  // change)') between the field's save and the text's, never anything else.
  const seen = (await states()).filter((state) => state !== 'Unsaved (1 change)');
  expect(seen.filter((state, index) => state !== seen[index - 1])).toEqual(['Offline (2 changes kept on this device)', 'Saving…', 'Saved']);
  await expect(page.getByTestId('offline-banner')).toHaveText('Back online: everything kept on this device is saved.');
  await serverHas(page, station.sid, (st) => st.customer === customer && st.comments === 'Written at the substation.');
  await expect(field(jonas, 'End Customer')).toHaveValue(customer);
  await expect(field(jonas, 'Comments')).toHaveValue('Written at the substation.');
  await jonas.context().close();
});

test('offline: the NCR list, an NCR and the stations list opened before open again without a network', { tag: '@engine' }, async ({ signedIn: page, context }) => {
  await page.goto(paths.issues);
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  const ncr = /NCR-\d+-\d+/.exec((await firstRow.textContent())!)![0];
  await firstRow.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ncr);
  const issueUrl = page.url();
  const iid = Number(new URL(issueUrl).searchParams.get('iid'));
  await readyForOffline(page, ['["issues"]', `["issue",${iid}]`]);
  await page.goto(paths.stations);
  await expect(page.locator('tbody tr')).toHaveCount(11);
  await readyForOffline(page, ['["issues"]', `["issue",${iid}]`, '["stations"]']);

  await goOffline(context, page);
  for (const path of [paths.issues, paths.stations]) {
    await page.goto(path);
    await expect(page.locator('tbody tr').first()).toBeVisible();
  }
  await page.goto(issueUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ncr);
  await expect(badge(page)).toHaveText('Saved');
  await context.setOffline(false);
});

test('two people change one field, one of them offline: the later write wins and the other can put theirs back', { tag: '@engine' }, async ({ signedIn: page, browser }) => {
  const station = await createStation(page.request);
  await openStation(page, station);
  const jonas = await colleague(browser, paths.station(station.sid));
  await readyForOffline(jonas);

  await jonas.context().setOffline(true);
  await field(jonas, 'End Customer').fill('Statnett (from the site)');
  await field(page, 'End Customer').fill('Statnett (from the office)');
  await expect(badge(page)).toHaveText('Saved', { timeout: 8_000 });
  await field(page, 'Country').click(); // out of the field: changes by others show in it again

  // Jonas comes back online later: his write is the later one and wins.
  await jonas.context().setOffline(false);
  await expect(badge(jonas)).toHaveText('Saved', { timeout: 10_000 });
  await serverHas(page, station.sid, (st) => st.customer === 'Statnett (from the site)');
  const notice = page.getByTestId('conflict-notice');
  await expect(notice).toContainText(`${E2E_PERSON_2} changed this to Statnett (from the site) after you saved Statnett (from the office)`);
  await expect(field(page, 'End Customer')).toHaveValue('Statnett (from the site)');

  await notice.getByRole('button', { name: 'Put mine back' }).click();
  await expect(notice).toHaveCount(0);
  await serverHas(page, station.sid, (st) => st.customer === 'Statnett (from the office)');
  await jonas.context().close();
});

test('typing past a field\'s limit offline stops at the limit, and nothing is refused when the network is back', { tag: '@engine' }, async ({ signedIn: page, context }) => {
  const station = await createStation(page.request);
  const start = 'x'.repeat(LONG_TEXT_MAX - 10);
  await updateStation(page.request, station.sid, { comments: start });
  await openStation(page, station);
  await readyForOffline(page);

  await goOffline(context, page);
  await typeAtEnd(page, 'Comments', 'abcdefghijklmnopqrst');
  await page.keyboard.insertText('PASTED TEXT THAT DOES NOT FIT');
  await expect(field(page, 'Comments')).toHaveValue(`${start}abcdefghij`);
  await context.setOffline(false);
  await expect(badge(page)).toHaveText('Saved', { timeout: 10_000 });
  await serverHas(page, station.sid, (st) => st.comments === `${start}abcdefghij`);
  await expect(page.getByText('Not saved:')).toHaveCount(0); // no refusal (4413) was shown
});
