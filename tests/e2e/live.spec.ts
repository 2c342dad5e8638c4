import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { colleague } from './records.ts';
import { call } from './api.ts';

// What happens offline and live involves the app's service worker (it serves the app shell without a network).
test.use({ serviceWorkers: 'allow' });

// Two people in two browsers: what one changes, the other sees without reloading.

async function newStation(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/addstation', { data: { projectId: `L-${Date.now() % 1_000_000}`, stationName: name, serials: [] } });
  return (await response.json()).result;
}

test('a station field edited by one person shows on the other\'s screen and list', { tag: '@engine' }, async ({ signedIn: anna, browser }) => {
  await anna.goto('/service');
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

test('a new station appears in an open list without reload', { tag: '@engine' }, async ({ signedIn: anna, browser }) => {
  await anna.goto('/service');
  const jonas = await colleague(browser, '/service');
  await jonas.getByLabel('Search').fill('Freshly Added Live');
  await expect(jonas.getByText('No results')).toBeVisible();
  await newStation(anna, 'Freshly Added Live');
  await expect(jonas.getByRole('row', { name: /Freshly Added Live/ })).toBeVisible({ timeout: 10_000 });
  await jonas.context().close();
});

test('a page that lost the network while its live connection\'s code loaded goes live when the network is back', { tag: '@engine' }, async ({ signedIn: anna, browser }) => {
  await anna.goto('/service');
  const name = `Live After Outage ${Date.now() % 1_000_000}`;
  // No service worker: once it has the app's code (it fetches it while the first page is open), the reload's
  // request for socket.io-client is its, and never reaches the network (CI once counted no refused request).
  const jonas = await colleague(browser, '/service', { serviceWorkers: 'block' });
  await jonas.getByLabel('Search').fill(name);
  await expect(jonas.getByText('No results')).toBeVisible();
  // The network goes away just as the page asks for socket.io-client's code, after its first screen.
  let away = true;
  let refused = 0;
  await jonas.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    if (away && (await response.text()).includes('EIO=')) {
      refused += 1;
      return route.abort('internetdisconnected');
    }
    return route.fulfill({ response });
  });
  await jonas.reload(); // the search stays (it is in the URL)
  await expect(jonas.getByText('No results')).toBeVisible();
  await expect.poll(() => refused).toBeGreaterThan(0);
  await expect(jonas.getByTestId('connection')).not.toHaveText('Live');

  away = false;
  await jonas.context().setOffline(true);
  await jonas.context().setOffline(false);
  await expect(jonas.getByTestId('connection')).toHaveText('Live');
  await newStation(anna, name);
  await expect(jonas.getByRole('row', { name: new RegExp(name) })).toBeVisible({ timeout: 10_000 });
  await jonas.context().close();
});

test('an issue status changed by one person shows on the other\'s issue screen', { tag: '@engine' }, async ({ signedIn: anna, browser }) => {
  await anna.goto('/service');
  const sid = await newStation(anna, 'Live Issue Station');
  const { result: iid } = await call(anna.request, 'addIssue', { station: sid, prod: 'Live ASC coil' });
  const jonas = await colleague(browser, `/ncr/issue?iid=${iid}`);
  await expect(jonas.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('New');

  await anna.goto(`/ncr/issue?iid=${iid}`);
  await anna.getByRole('combobox', { name: 'Status', exact: true }).click();
  await anna.getByRole('option', { name: 'In Progress' }).click();
  await expect(jonas.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('In Progress', { timeout: 10_000 });
  await jonas.context().close();
});

test('people see who else is on a station and which field they are in', { tag: '@engine' }, async ({ signedIn: anna, browser }) => {
  await anna.goto('/service');
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

test('two people typing in the same text area at once both keep their text, and see each other\'s cursor', { tag: '@engine' }, async ({ signedIn: anna, browser }) => {
  await anna.goto('/service');
  const sid = await newStation(anna, 'Shared Notes Station');
  await anna.goto(`/service/station?sid=${sid}`);
  const jonas = await colleague(browser, `/service/station?sid=${sid}`);
  const annaComments = anna.getByLabel('Comments');
  const jonasComments = jonas.getByLabel('Comments');
  await expect(annaComments).toHaveAttribute('data-shared-ready', 'true');
  await expect(jonasComments).toHaveAttribute('data-shared-ready', 'true');

  await annaComments.click();
  await annaComments.press('Control+End');
  await jonasComments.click();
  await jonasComments.press('Control+Home');
  await Promise.all([
    anna.keyboard.type('Anna retuned the coil. ', { delay: 25 }),
    jonas.keyboard.type('Jonas swapped the breaker. ', { delay: 25 }),
  ]);

  for (const comments of [annaComments, jonasComments]) {
    await expect(comments).toHaveValue(/Anna retuned the coil\. /);
    await expect(comments).toHaveValue(/Jonas swapped the breaker\. /);
  }
  expect(await annaComments.inputValue()).toBe(await jonasComments.inputValue());
  await expect(anna.getByTestId('remote-caret')).toHaveText('Jonas Weber');

  // The text reaches the column at the flush point and is there after a reload.
  const merged = await annaComments.inputValue();
  await expect.poll(async () => (await call(anna.request, 'station', { sid })).st.comments, { timeout: 10_000 }).toBe(merged);
  await anna.reload();
  await expect(anna.getByLabel('Comments')).toHaveValue(merged);
  await jonas.context().close();
});

test('a field someone is in does not change under their cursor; the new value shows when they leave it', { tag: '@engine' }, async ({ signedIn: anna, browser }) => {
  await anna.goto('/service');
  const sid = await newStation(anna, 'Focus Hold Station');
  const jonas = await colleague(browser, `/service/station?sid=${sid}`);
  const customer = jonas.getByLabel('End Customer');
  await customer.click();

  const { st } = await call(anna.request, 'station', { sid });
  await anna.request.post('/api/updstation', { data: { sid, modif: st.modif, customer: 'Changed Elsewhere', reactor: '10-100 A' } });
  await expect(jonas.getByLabel('Reactor (ASC tuning range)')).toHaveValue('10-100 A', { timeout: 10_000 });
  await expect(customer).toHaveValue('');

  await customer.press('Tab');
  await expect(customer).toHaveValue('Changed Elsewhere');
  await jonas.context().close();
});

test('the live badge is grey while the page connects, red while it reconnects after losing its connection, and live again with a notice', { tag: '@engine' }, async ({ signedIn: page }) => {
  await page.goto('/service');
  // The live connection goes through a route that holds each new connection back until the test lets it through.
  // The signed-in page is left first: its own connection, opened once its first screen has shown, could otherwise
  // be the first to pass the route (a page that is gone by then, whose closing changes nothing).
  await page.goto('about:blank');
  const sockets: WebSocketRoute[] = [];
  let letThrough = () => {};
  let held = Promise.resolve();
  const holdNext = () => { held = new Promise<void>((resolve) => { letThrough = resolve; }); };
  holdNext();
  await page.routeWebSocket(/\/socket\.io\//, async (socket) => {
    await held;
    socket.connectToServer();
    sockets.push(socket);
  });
  await page.goto('/service');
  const badge = page.getByTestId('connection');
  const color = () => badge.evaluate((element) => getComputedStyle(element).color);

  await expect(badge).toHaveText('Connecting…');
  const connecting = await color();
  letThrough();
  await expect(badge).toHaveText('Live');

  holdNext();
  await sockets[0]!.close(); // the connection drops while the network is up
  await expect(badge).toHaveText('Reconnecting…');
  expect(await color()).not.toBe(connecting);
  letThrough();
  await expect(badge).toHaveText('Live', { timeout: 10_000 });
  await expect(page.getByText('Reconnected: the screen is up to date again')).toBeVisible();
});
