import type { APIRequestContext, Locator } from '@playwright/test';
import { BOARD_HIGHLIGHT_MS, BOARD_KIOSK_PAGE_MS } from '../../shared/constants.ts';
import { expect, test } from './fixtures.ts';
import { createStation, uniqueWord } from './records.ts';
import { call } from './api.ts';

// The team screen: NCR cards by internal status, moving live.

test('the NCR board moves a card to Resolved and highlights it when the issue is resolved elsewhere', { tag: '@engine' }, async ({ signedIn: page }) => {
  await page.goto('/service');
  const { stations } = await call(page.request, 'stations', {});
  const { result: iid } = await call(page.request, 'addIssue', { station: stations[0]!.sid, prod: 'Board test coil' });

  await page.clock.install(); // its time flows, until the test jumps past the highlight
  await page.goto('/ncr/board');
  await expect(page.getByRole('heading', { name: 'NCR Board' })).toBeVisible();
  const card = page.locator(`[data-testid="board-card"][data-iid="${iid}"]`);
  await expect(page.getByTestId('board-column-0').locator(`[data-iid="${iid}"]`)).toBeVisible();
  await expect(card).toContainText('Board test coil');
  await expect(page.getByTestId('connection')).toHaveText('Live');

  const { issue } = await call(page.request, 'issue', { iid });
  await page.request.post('/api/updissue', { data: { iid, modif: issue.modif, status: 2 } });

  await expect(page.getByTestId('board-column-2').locator(`[data-iid="${iid}"]`)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('board-column-0').locator(`[data-iid="${iid}"]`)).toHaveCount(0);
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await page.clock.fastForward(BOARD_HIGHLIGHT_MS);
  await expect(card).not.toHaveAttribute('data-highlighted', /.*/);
  await expect(page.getByTestId('board-updated')).toContainText('Updated');
});

test('a wall screen opens the board with a kiosk token, without a staff session, and sees it move', { tag: '@engine' }, async ({ signedIn: staff, browser }) => {
  await staff.goto('/service');
  const { token } = await call(staff.request, 'addKiosk', { name: `TV ${Date.now()}` });
  const { stations } = await call(staff.request, 'stations', {});
  const { result: iid } = await call(staff.request, 'addIssue', { station: stations[1]!.sid, prod: 'Kiosk board coil' });

  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await tv.goto(`/ncr/board?kiosk=${token}`);
  await expect(tv).toHaveURL(/\/ncr\/board/);
  await expect(tv.getByTestId('board-column-0').locator(`[data-iid="${iid}"]`)).toBeVisible();
  await expect(tv.getByRole('link', { name: 'Stationdesk home' })).toHaveCount(0);
  await expect(tv.getByTestId('connection')).toHaveText('Live');

  const { issue } = await call(staff.request, 'issue', { iid });
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
  await expect(boardLink).toBeVisible();
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

// Issue 14: cards open their NCR, long columns say '+N more', URL filters, ages, and the kiosk's type size.

type Request = APIRequestContext;

async function addIssue(request: Request, sid: number, prod: string): Promise<number> {
  const response = await request.post('/api/addissue', { data: { station: sid, prod } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: number }).result;
}

async function changeIssue(request: Request, iid: number, changes: Record<string, unknown>): Promise<void> {
  const { issue } = await call(request, 'issue', { iid });
  expect((await request.post('/api/updissue', { data: { iid, modif: issue.modif, ...changes } })).status()).toBe(200);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A station of its own with `count` new NCRs (iids oldest first), so a filtered board shows only them. */
async function stationWithIssues(request: Request, count: number): Promise<{ sid: number; name: string; iids: number[] }> {
  const station = await createStation(request, `Board ${uniqueWord('s')}`);
  const iids: number[] = [];
  for (let n = 0; n < count; n += 1) iids.push(await addIssue(request, station.sid, `Board coil ${n}`));
  return { sid: station.sid, name: station.name, iids };
}

/** Cards of a column that are shown whole: none reaches below the column's room for cards. */
async function cardsCutOff(column: Locator): Promise<number> {
  return column.getByTestId('board-viewport').evaluate((viewport) => {
    const bottom = viewport.getBoundingClientRect().bottom + 0.5;
    return [...viewport.querySelectorAll('[data-testid="board-card"], [data-testid="board-more"]')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().bottom > bottom).length;
  });
}

test("board card opens the NCR (click or Enter); a long column shows whole cards and '+N more'; ages are coloured", async ({ signedIn: page }) => {
  const { sid, name, iids } = await stationWithIssues(page.request, 20);
  const newest = iids.at(-1)!;
  await changeIssue(page.request, newest, { reported: daysAgo(45) });
  await changeIssue(page.request, iids[0]!, { reported: daysAgo(100) });

  await page.goto(`/ncr/board?station=${sid}`);
  const column = page.getByTestId('board-column-0');
  await expect(column.getByTestId('board-count')).toHaveText('20');
  await expect(page.getByTestId('board-filters')).toContainText(`Station: ${name}`);
  const shownCards = column.locator('[data-testid="board-card"]:visible');
  await expect(shownCards.first()).toBeVisible();
  const shown = await shownCards.count();
  expect(shown).toBeGreaterThan(2);
  expect(shown).toBeLessThan(20);
  const more = column.getByRole('button', { name: `+${20 - shown} more` });
  await expect(more).toBeVisible();
  expect(await cardsCutOff(column)).toBe(0);

  const card = column.locator(`[data-iid="${newest}"]`);
  await expect(card.getByTestId('board-age')).toHaveAttribute('data-tone', 'amber');
  await expect(card.getByTestId('board-age')).toHaveText(/45 d.*Open for 45 days, over 30/);

  await more.click();
  await expect(shownCards).toHaveCount(20);
  const oldest = column.locator(`[data-iid="${iids[0]}"]`);
  await oldest.scrollIntoViewIfNeeded();
  await expect(oldest.getByTestId('board-age')).toHaveAttribute('data-tone', 'red');
  await column.getByRole('button', { name: 'Show fewer' }).click();
  await expect(shownCards).toHaveCount(shown);

  // A card is a link: a click opens its NCR, and so does Enter on it (middle-click: a real href).
  await expect(card).toHaveAttribute('href', `/ncr/issue?iid=${newest}`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/ncr/issue\\?iid=${newest}$`));
  await expect(page.getByRole('textbox', { name: 'Product' })).toHaveValue('Board coil 19');
  await page.goBack();
  const second = column.locator(`[data-iid="${iids.at(-2)}"]`);
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ncr/issue\\?iid=${iids.at(-2)}$`));
  await expect(page.getByRole('textbox', { name: 'Product' })).toHaveValue('Board coil 18');
});

test('the board filters by assignee, category and station from the URL, ignores what it does not know, and drops a filter by its chip', async ({ signedIn: page }) => {
  const { sid, iids } = await stationWithIssues(page.request, 3);
  await changeIssue(page.request, iids[0]!, { owner: 'Jonas Weber', cat: 2 });
  await changeIssue(page.request, iids[1]!, { owner: 'Jonas Weber', cat: 1, status: 1 });

  await page.goto(`/ncr/board?station=${sid}&assignee=jonas%20weber&category=Major&category=Critical`);
  const count = (status: number) => page.getByTestId(`board-column-${status}`).getByTestId('board-count');
  await expect(count(0)).toHaveText('1');
  await expect(count(1)).toHaveText('0');
  await expect(page.locator(`[data-testid="board-card"][data-iid="${iids[0]}"]`)).toBeVisible();
  await expect(page.getByTestId('board-ignored')).toHaveText('Ignored: category=Critical');

  await page.getByRole('button', { name: 'Remove filter Category: Major' }).click();
  await expect(page).toHaveURL(/assignee=jonas/);
  await expect(page).not.toHaveURL(/category=Major/);
  await expect(count(1)).toHaveText('1');
  await page.getByRole('button', { name: 'Remove filter Assignee: Jonas Weber' }).click();
  await expect(count(0)).toHaveText('2');
});

test('kiosk board at 1920×1080: nothing under 24 px (screenshot), cards are not links, filters in the title, long columns page by themselves', async ({ signedIn: staff, browser }, testInfo) => {
  await staff.goto('/service');
  const { sid, name, iids } = await stationWithIssues(staff.request, 14);
  await changeIssue(staff.request, iids.at(-1)!, { reported: daysAgo(95) });
  const { token } = await call(staff.request, 'addKiosk', { name: `TV ${uniqueWord('k')}` });

  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await tv.clock.install(); // its time flows, until the test jumps to the next page's turn
  await tv.goto(`/ncr/board?kiosk=${token}&station=${sid}`);
  await expect(tv).toHaveURL(new RegExp(`station=${sid}`));
  const column = tv.getByTestId('board-column-0');
  await expect(column.getByTestId('board-count')).toHaveText('14');
  const shownCards = column.locator('[data-testid="board-card"]:visible');
  await expect(shownCards.first()).toBeVisible();
  const shown = await shownCards.count();
  const first = await shownCards.first().getAttribute('data-iid');
  expect(shown).toBeGreaterThan(1);
  expect(shown).toBeLessThan(14);
  const pages = Math.ceil(14 / shown);
  await expect(column.getByTestId('board-page')).toHaveText(`1/${pages}`);
  await expect(column.getByTestId('board-more')).toContainText(`+${14 - shown} more`);
  expect(await cardsCutOff(column)).toBe(0);
  await expect(tv.getByTestId('board-filters')).toHaveText(`Station: ${name}`);
  await expect(tv.getByTestId('connection')).toHaveText('Live');
  await expect(tv.getByRole('link')).toHaveCount(0);
  await expect(tv.getByRole('button')).toHaveCount(0);

  // Readable from three metres: every text on the screen is at least 24 px.
  const sizes = await tv.evaluate(() => {
    const found: { text: string; size: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push({ text: text.slice(0, 40), size: Number.parseFloat(getComputedStyle(element).fontSize) });
    }
    return found;
  });
  expect(sizes.length).toBeGreaterThan(20);
  expect(sizes.filter(({ size }) => size < 24)).toEqual([]);
  const screenshot = testInfo.outputPath('kiosk-board-1920x1080.png');
  await tv.screenshot({ path: screenshot });
  await testInfo.attach('kiosk board 1920×1080', { path: screenshot, contentType: 'image/png' });

  // The column turns to its next page by itself.
  await tv.clock.fastForward(BOARD_KIOSK_PAGE_MS);
  await expect(column.getByTestId('board-page')).not.toHaveText(`1/${pages}`);
  expect(await shownCards.first().getAttribute('data-iid')).not.toBe(first);
  expect(await cardsCutOff(column)).toBe(0);
  await tv.context().close();
});
