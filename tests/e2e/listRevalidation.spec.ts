import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The stations list is kept per data version on the server; the client sends back its ETag when it refetches
// (after a reconnect), and a 304 keeps the list it shows (client/lib/api/http.ts).

test('after a reconnect the stations list is revalidated: 304 while unchanged, the new rows once changed', { tag: '@engine' }, async ({ signedIn: page }) => {
  await page.goto('/service');
  // Each answer counts for the step in which its request was sent: the page's first connect also revalidates
  // the list, and its answer may come after the test has moved on.
  let step = 'load';
  const sentIn = new WeakMap<Request, string>();
  const statuses: Record<string, number[]> = {};
  page.on('request', (request) => { if (request.url().endsWith('/api/stations')) sentIn.set(request, step); });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/stations')) (statuses[sentIn.get(response.request())!] ??= []).push(response.status());
  });
  await page.goto('/service');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The whole list comes after the first screen (its first page before it).
  await expect.poll(() => statuses.load).toContain(200);

  const reconnect = async (name: string, whileOffline?: () => Promise<void>) => {
    await page.context().setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('Offline');
    await whileOffline?.();
    step = name;
    await page.context().setOffline(false);
  };
  await reconnect('unchanged');
  await expect.poll(() => statuses.unchanged).toEqual([304]);
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  const name = `Revalidated ${Date.now() % 1_000_000}`;
  // Added by someone else meanwhile (the test's own request goes out although the page is offline).
  await reconnect('changed', async () => {
    const added = await page.request.post('/api/addstation', { data: { projectId: `RV-${Date.now() % 1_000_000}`, stationName: name, serials: [] } });
    expect(added.ok()).toBe(true);
  });
  await expect.poll(() => statuses.changed).toEqual([200]);
  await page.getByLabel('Search').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});
