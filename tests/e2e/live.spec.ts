import type { Browser, Page } from '@playwright/test';
import { E2E_USER_2, expect, login, test } from './fixtures.ts';

// Two people in two browsers: what one changes, the other sees without reloading.

async function colleague(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, path, E2E_USER_2);
  return page;
}

async function newStation(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/addstation', { data: { projectId: `L-${Date.now() % 1_000_000}`, stationName: name, serials: [] } });
  return (await response.json()).result;
}

test('a station field edited by one person shows on the other\'s screen and list', async ({ signedIn: anna, browser }) => {
  const sid = await newStation(anna, 'Live Edit Station');
  const jonas = await colleague(browser, `/service/station?sid=${sid}`);
  await expect(jonas.getByLabel('End Customer')).toHaveValue('');

  await anna.goto(`/service/station?sid=${sid}`);
  await anna.getByLabel('End Customer').fill('Statkraft Live');
  await expect(jonas.getByLabel('End Customer')).toHaveValue('Statkraft Live', { timeout: 10_000 });

  await jonas.goto('/service');
  await jonas.getByLabel('Search').fill('Live Edit Station');
  await expect(jonas.getByRole('row', { name: /Live Edit Station/ })).toContainText('Statkraft Live');
  await anna.getByLabel('Station Name').fill('Live Edit Station Renamed');
  await expect(jonas.getByRole('row', { name: /Live Edit Station Renamed/ })).toBeVisible({ timeout: 10_000 });
  await jonas.context().close();
});

test('a new station appears in an open list without reload', async ({ signedIn: anna, browser }) => {
  const jonas = await colleague(browser, '/service');
  await jonas.getByLabel('Search').fill('Freshly Added Live');
  await expect(jonas.getByText('No results')).toBeVisible();
  await newStation(anna, 'Freshly Added Live');
  await expect(jonas.getByRole('row', { name: /Freshly Added Live/ })).toBeVisible({ timeout: 10_000 });
  await jonas.context().close();
});

test('an issue status changed by one person shows on the other\'s issue screen', async ({ signedIn: anna, browser }) => {
  const sid = await newStation(anna, 'Live Issue Station');
  const { result: iid } = await (await anna.request.post('/api/addissue', { data: { station: sid, prod: 'Live ASC coil' } })).json();
  const jonas = await colleague(browser, `/ncr/issue?iid=${iid}`);
  await expect(jonas.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('New');

  await anna.goto(`/ncr/issue?iid=${iid}`);
  await anna.getByRole('combobox', { name: 'Status', exact: true }).click();
  await anna.getByRole('option', { name: 'In Progress' }).click();
  await expect(jonas.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('In Progress', { timeout: 10_000 });
  await jonas.context().close();
});

test('people see who else is on a station and which field they are in', async ({ signedIn: anna, browser }) => {
  const sid = await newStation(anna, 'Presence Station');
  await anna.goto(`/service/station?sid=${sid}`);
  const jonas = await colleague(browser, `/service/station?sid=${sid}`);
  await expect(anna.getByTestId('presence-avatar')).toHaveText('JW');
  await expect(jonas.getByTestId('presence-avatar')).toHaveText('AB');

  await jonas.getByLabel('Comments').focus();
  const marked = anna.locator('[data-editing]');
  await expect(marked).toHaveAttribute('data-editing', 'Jonas Weber is editing');
  await expect(marked.getByLabel('Comments')).toBeVisible();

  await jonas.context().close();
  await expect(anna.getByTestId('presence-avatar')).toHaveCount(0, { timeout: 10_000 });
});
