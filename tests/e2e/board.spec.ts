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
