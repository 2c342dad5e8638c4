// The record screens on a phone (390×844, issue 16): the station page's section bar jumps to its NCRs and
// products, NCR rows show their number, status and product whole, and the station, NCR and wall screens pages
// fit the width, the wall screen's status badge included.
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../shared/paths.ts';
import { STATION_LABELS } from '../../shared/stationLabels.ts';
import { expect, test } from './fixtures.ts';
import { createStation, uniqueWord, type Created } from './records.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function post<T>(page: Page, call: string, data: object): Promise<T> {
  const response = await page.request.post(`/api/${call}`, { data });
  expect(response.status(), `${call} ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A station with NCRs whose products are as long as allowed (41), and a few products, so that the page is long. */
async function busyStation(page: Page): Promise<Created & { products: string[] }> {
  const station = await createStation(page.request);
  const products = ['Tap changer motor drive, left-hand phase', 'GFN controller cabinet, 2nd rack unit'];
  for (const prod of products) await post(page, 'addissue', { station: station.sid, prod });
  for (const cat of ['GFN', 'ASC', 'Parts']) await post(page, 'addprod', { sid: station.sid, cat, serial: `SN-${uniqueWord(cat)}` });
  return { ...station, products };
}

/** Pixels the page scrolls sideways (0 when it fits). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether an element's text is cut (an ellipsis, or clipped): it is wider than its box. */
const cut = (element: Locator) => element.evaluate((node) => node.scrollWidth > node.clientWidth);

test('the station page jumps to its NCRs and products, and shows each NCR row whole', async ({ signedIn: page }) => {
  await page.goto('/service');
  const station = await busyStation(page);
  await page.goto(paths.station(station.sid));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(station.name);
  // The fields mount a section at a time after the header: the last is there, the page is whole.
  await expect(page.getByRole('textbox', { name: STATION_LABELS.review })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * 844);

  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link')).toHaveText(['Details', 'NCRs 2', 'Products 3']);

  const ncrs = page.getByRole('region', { name: /^NCRs/ });
  await expect(ncrs).not.toBeInViewport();
  await sections.getByRole('link', { name: /NCRs/ }).click();
  await expect(ncrs.getByRole('heading', { name: /^NCRs/ })).toBeInViewport();
  await expect(ncrs).toBeFocused();
  // Under the sticky bar, not behind it.
  await expect(sections).toBeInViewport();
  const barBottom = (await sections.boundingBox())!.y + (await sections.boundingBox())!.height;
  await expect.poll(async () => (await ncrs.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);

  const rows = ncrs.getByRole('link').filter({ has: page.getByTestId('ncr-number') });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    const number = row.getByTestId('ncr-number');
    const product = row.getByTestId('ncr-product');
    const status = row.getByTestId('status-badge');
    await expect(number).toHaveText(/^NCR-/);
    await expect(status).toHaveText('New');
    expect(station.products).toContain(await product.textContent());
    for (const part of [number, product, status, status.locator('.mantine-Badge-label')]) {
      await expect(part).toBeInViewport({ ratio: 1 });
      expect(await cut(part), `${await part.textContent()} is cut`).toBe(false);
    }
  }

  const products = page.getByRole('region', { name: /^Products/ });
  await sections.getByRole('link', { name: /Products/ }).click();
  await expect(products.getByRole('list', { name: 'Products' })).toBeInViewport();

  await sections.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('the NCR page fits the width', async ({ signedIn: page }) => {
  await page.goto('/service');
  const station = await busyStation(page);
  const { result: iid } = await post<{ result: number }>(page, 'addissue', { station: station.sid, prod: 'Long product name for a phone, 41 chars' });
  await page.goto(paths.issue(iid));
  await expect(page.getByRole('textbox', { name: 'Product' })).toHaveValue('Long product name for a phone, 41 chars');
  await expect(page.getByRole('combobox', { name: 'Assigned To' })).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('the wall screens page fits the width and its status badges are whole', async ({ signedIn: page }) => {
  await page.goto('/service');
  const name = `Quality office TV on the second floor ${uniqueWord('k')}`;
  await post(page, 'kiosk/add', { name });
  await page.goto(paths.kiosks);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  const badge = row.getByText('Active', { exact: true });
  // Earlier tests leave wall screens of their own: this one's row may be further down the page.
  await badge.scrollIntoViewIfNeeded();
  await expect(badge).toBeInViewport({ ratio: 1 });
  expect(await cut(badge), 'the badge is cut').toBe(false);
  // The Created column is left out on a phone: said under the name.
  await expect(row).toContainText(/by /);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});
