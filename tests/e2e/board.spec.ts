import { expect, test } from './fixtures.ts';

// The team screen: NCR cards by internal status, moving live.

test('the NCR board moves a card to Resolved and highlights it when the issue is resolved elsewhere', async ({ signedIn: page }) => {
  const { stations } = await (await page.request.post('/api/stations', { data: {} })).json();
  const { result: iid } = await (await page.request.post('/api/addissue', { data: { station: stations[0].sid, prod: 'Board test coil' } })).json();

  await page.goto('/ncr/board');
  await expect(page.getByRole('heading', { name: 'NCR Board' })).toBeVisible();
  const card = page.locator(`[data-testid="board-card"][data-iid="${iid}"]`);
  await expect(page.getByTestId('board-column-0').locator(`[data-iid="${iid}"]`)).toBeVisible();
  await expect(card).toContainText('Board test coil');
  await expect(page.getByTestId('connection')).toHaveText('Live');

  const { issue } = await (await page.request.post('/api/issue', { data: { iid } })).json();
  await page.request.post('/api/updissue', { data: { iid, modif: issue.modif, status: 2 } });

  await expect(page.getByTestId('board-column-2').locator(`[data-iid="${iid}"]`)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('board-column-0').locator(`[data-iid="${iid}"]`)).toHaveCount(0);
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card).not.toHaveAttribute('data-highlighted', /.*/, { timeout: 15_000 });
  await expect(page.getByTestId('board-updated')).toContainText('Updated');
});

test('a wall screen opens the board with a kiosk token, without a staff session, and sees it move', async ({ signedIn: staff, browser }) => {
  const { token } = await (await staff.request.post('/api/kiosk/add', { data: { name: `TV ${Date.now()}` } })).json();
  const { stations } = await (await staff.request.post('/api/stations', { data: {} })).json();
  const { result: iid } = await (await staff.request.post('/api/addissue', { data: { station: stations[1].sid, prod: 'Kiosk board coil' } })).json();

  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await tv.goto(`/ncr/board?kiosk=${token}`);
  await expect(tv).toHaveURL(/\/ncr\/board/);
  await expect(tv.getByTestId('board-column-0').locator(`[data-iid="${iid}"]`)).toBeVisible();
  await expect(tv.getByRole('link', { name: 'Stationdesk home' })).toHaveCount(0);
  await expect(tv.getByTestId('connection')).toHaveText('Live');

  const { issue } = await (await staff.request.post('/api/issue', { data: { iid } })).json();
  await staff.request.post('/api/updissue', { data: { iid, modif: issue.modif, status: 1 } });
  await expect(tv.getByTestId('board-column-1').locator(`[data-iid="${iid}"]`)).toBeVisible({ timeout: 10_000 });
  expect((await tv.request.post('/api/updissue', { data: { iid, modif: issue.modif, status: 2 } })).status()).toBe(403);
  await tv.context().close();
});

test('staff create a wall screen on its page, open its link on a TV, and revoke it', async ({ signedIn: staff, browser }) => {
  await staff.goto('/service');
  await staff.getByRole('button', { name: 'Account' }).click();
  await staff.getByRole('menuitem', { name: 'Wall screens' }).click();
  await expect(staff.getByRole('heading', { name: 'Wall screens' })).toBeVisible();
  const name = `Lobby ${Date.now()}`;
  await staff.getByLabel('Screen name').fill(name);
  await staff.getByRole('button', { name: 'Create' }).click();
  const boardLink = staff.getByTestId('kiosk-link').filter({ hasText: '/ncr/board?kiosk=' });
  const url = await boardLink.textContent();

  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await tv.goto(url!);
  await expect(tv.getByRole('heading', { name: 'NCR Board' })).toBeVisible();

  const row = staff.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  expect((await tv.request.post('/api/issues', { data: {} })).status()).toBe(401);
  await tv.context().close();
});
