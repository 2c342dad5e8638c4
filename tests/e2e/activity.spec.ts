import type { Locator, Page } from '@playwright/test';
import { paths } from '../../shared/paths.ts';
import { E2E_PERSON, E2E_PERSON_2, E2E_USER, E2E_USER_2, expect, test } from './fixtures.ts';
import { colleague, createStation, updateStation } from './records.ts';
import { call } from './api.ts';

// The Activity page (issue 15): recent changes of every station and NCR, live, narrowed by person, kind and days
// in the URL, each group linking to its record.

const groups = (page: Page) => page.getByTestId('history-group');
const actors = (page: Page) => page.getByTestId('history-actor');
/** The link a group has to its record (the first link in it). */
const recordLink = (group: Locator) => group.getByRole('link').first();

async function addIssue(page: Page, sid: number): Promise<{ iid: number; snid: string }> {
  const { result: iid } = await call(page.request, 'addIssue', { station: sid, prod: 'Activity coil' });
  const { issue } = await call(page.request, 'issue', { iid });
  expect((await page.request.post('/api/updissue', { data: { iid, modif: issue.modif, owner: E2E_PERSON_2 } })).status()).toBe(200);
  return { iid, snid: issue.snid };
}

test("the navigation's Activity link opens the page, where a colleague's changes appear live at the top", { tag: '@engine' }, async ({ signedIn: anna, browser }) => {
  await anna.goto('/service');
  const station = await createStation(anna.request, 'Activity Live Station');
  await anna.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(anna).toHaveURL(/\/activity$/);
  await expect(anna.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(recordLink(groups(anna).first())).toHaveText(station.name);
  await expect(actors(anna).first()).toHaveText(E2E_PERSON);
  await expect(groups(anna).first()).toContainText('Created the station');
  // The older changes of a second page (the seeded stations' creations) stay when new ones come in.
  const entries = anna.getByTestId('history-entry');
  await expect(entries).toHaveCount(50);
  await anna.getByRole('button', { name: 'Show older changes' }).click();
  await expect.poll(() => entries.count()).toBeGreaterThan(50);
  const shown = await entries.count();
  const feedCalls: string[] = [];
  anna.on('request', (request) => { if (request.url().endsWith('/api/activity')) feedCalls.push(request.postData() ?? ''); });

  // A colleague changes the station in a browser of their own: without a reload, it is the newest group here.
  const jonas = await colleague(browser, paths.station(station.sid));
  const customer = jonas.getByRole('textbox', { name: 'End Customer' });
  await customer.fill('Vattenfall');
  await customer.press('Tab');
  await expect(actors(anna).first()).toHaveText(E2E_PERSON_2, { timeout: 10_000 });
  await expect(recordLink(groups(anna).first())).toHaveText(station.name);
  await expect(groups(anna).first().getByTestId('history-entry').first()).toContainText(/End Customer:.*→.*Vattenfall/);
  // Taken in from the first page fetched again, not by fetching every page.
  await expect(entries).toHaveCount(shown + 1);
  expect(feedCalls.map((body) => JSON.parse(body))).toEqual([{ limit: 50 }]);
  // Then an NCR of theirs: on top again, above the station's change, which stays.
  const ncr = await addIssue(jonas, station.sid);
  await expect(recordLink(groups(anna).first())).toHaveText(ncr.snid, { timeout: 10_000 });
  await expect(recordLink(groups(anna).nth(1))).toHaveText(station.name);
  await jonas.context().close();
});

test('the person and kind filters narrow the list, live in the URL (Back undoes them), and an entry opens its record', async ({ signedIn: anna, browser }) => {
  const station = await createStation(anna.request, 'Activity Filter Station');
  const jonas = await colleague(browser, paths.activity);
  await updateStation(jonas.request, station.sid, { customer: 'Statnett' });
  const ncr = await addIssue(jonas, station.sid);
  await jonas.context().close();
  await updateStation(anna.request, station.sid, { cpu: 'CPU-7' });

  await anna.goto(paths.activity);
  await expect(recordLink(groups(anna).first())).toHaveText(station.name);
  await expect(actors(anna).first()).toHaveText(E2E_PERSON); // the CPU, newest

  // Person: only the colleague's changes, the newest the NCR's.
  await anna.getByRole('combobox', { name: 'Person' }).click();
  await anna.getByRole('option', { name: `${E2E_PERSON_2} (${E2E_USER_2})`, exact: true }).click();
  await expect(anna).toHaveURL(/\?person=e2e-colleague$/);
  await expect(recordLink(groups(anna).first())).toHaveText(ncr.snid);
  await expect(recordLink(groups(anna).nth(1))).toHaveText(station.name);
  await expect(groups(anna).nth(1)).toContainText(/End Customer:.*→.*Statnett/);
  expect(new Set(await actors(anna).allTextContents())).toEqual(new Set([E2E_PERSON_2]));
  await expect(anna.getByText('CPU-7')).toHaveCount(0);

  // Kind: their NCRs only.
  await anna.getByRole('radiogroup', { name: 'Kind' }).getByText('NCRs').click();
  await expect(anna).toHaveURL(/\?person=e2e-colleague&kind=issue$/);
  await expect(recordLink(groups(anna).first())).toHaveText(ncr.snid);
  await expect(groups(anna).first()).toContainText(/Assigned To:.*→.*Jonas Weber/);
  await expect(anna.getByText('Statnett')).toHaveCount(0);
  for (const link of await groups(anna).getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/ncr\/issue\?iid=\d+$/);

  // Back: the person filter alone again, with the station's change.
  await anna.goBack();
  await expect(anna).toHaveURL(/\?person=e2e-colleague$/);
  await expect(anna.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(groups(anna).nth(1)).toContainText('Statnett');

  // Stations only, everyone's: the link opens the station.
  await anna.getByRole('button', { name: 'Clear person' }).click();
  await anna.getByRole('radiogroup', { name: 'Kind' }).getByText('Stations').click();
  await expect(anna).toHaveURL(/\?kind=station$/);
  await expect(actors(anna).first()).toHaveText(E2E_PERSON);
  await expect(groups(anna).first()).toContainText('CPU-7');
  await recordLink(groups(anna).first()).click();
  await expect(anna).toHaveURL(paths.station(station.sid));
  await expect(anna.getByRole('textbox', { name: 'End Customer' })).toHaveValue('Statnett');
});

test('a time range that nothing falls in shows the empty state; invalid values in a link are left out', async ({ signedIn: page }) => {
  await page.goto(`${paths.activity}?from=2001-01-01&to=2001-01-31&kind=issue`);
  await expect(page.getByTestId('activity-empty')).toContainText('No matching changes');
  await expect(page.getByLabel('From')).toHaveValue('2001-01-01');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(groups(page).first()).toBeVisible();

  await page.goto(`${paths.activity}?kind=kiosk&from=someday&person=`);
  await expect(groups(page).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(page.getByLabel('From')).toHaveValue('');
});

test("a deleted station's entry keeps its name; its link says the station is not found", async ({ signedIn: page }) => {
  const station = await createStation(page.request, 'Activity Doomed Station');
  expect((await page.request.post('/api/rmstation', { data: { sid: station.sid } })).status()).toBe(200);
  await page.goto(`${paths.activity}?person=${E2E_USER}&kind=station`);
  const newest = groups(page).first();
  await expect(newest).toContainText(`Deleted the station: ${station.projId} · ${station.name}`);
  await recordLink(newest).click();
  await expect(page.getByText(`Could not load the station: Station ${station.sid} not found`)).toBeVisible();
  await expect(page).toHaveURL(/\/service$/);
});
