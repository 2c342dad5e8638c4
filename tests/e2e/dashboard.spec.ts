import type { APIRequestContext, Page } from '@playwright/test';
import { ACTION_TYPE, ISSUE_CATEGORY_LABELS, ISSUE_STATUS, ROOT_CAUSE } from '../../shared/constants.ts';
import { ncrDashboard, type NcrDashboard } from '../../shared/dashboard.ts';
import { E2E_PERSON_2, expect, test } from './fixtures.ts';
import { colleague, createStation } from './records.ts';
import { call } from './api.ts';

// The NCR dashboard (issue 15): charts of the server's aggregates, each bar a way into the NCR list, live, and a
// wall-screen variant.

const PANELS = ['Opened and resolved per week', 'Days to resolve', 'Open by category', 'Open by product', 'Open per assignee', 'Stations with the most NCRs'];

async function readDashboard(request: APIRequestContext): Promise<NcrDashboard> {
  const response = await request.post('/api/ncrdashboard', { data: {} });
  expect(response.status()).toBe(200);
  return ncrDashboard.parse(await response.json());
}

/** Raises an NCR on a new station; resolved (now) when asked. */
async function raiseIssue(request: APIRequestContext, prod: string, options: { resolve?: boolean } = {}): Promise<number> {
  const { sid } = await createStation(request);
  const { result: iid } = await call(request, 'addIssue', { station: sid, prod });
  if (options.resolve) await resolveIssue(request, iid);
  return iid;
}

async function resolveIssue(request: APIRequestContext, iid: number): Promise<void> {
  const { issue } = await call(request, 'issue', { iid });
  expect((await request.post('/api/updissue', { data: { iid, modif: issue.modif, status: ISSUE_STATUS.Resolved } })).status()).toBe(200);
}

/** Every chart is drawn (SVG bars or lines) under its heading. */
async function expectCharts(page: Page): Promise<void> {
  for (const name of PANELS) await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  for (const id of ['weeks', 'categories', 'products']) {
    await expect(page.getByTestId(`dashboard-${id}`).locator('.recharts-bar-rectangle path').first()).toBeVisible();
  }
  await expect(page.getByTestId('dashboard-resolve').locator('.recharts-line-curve').first()).toBeAttached();
}

test('the NCR list opens the dashboard; its charts are drawn, and a category bar opens the list of that category', async ({ signedIn: page }) => {
  // This week and month have an NCR opened and one resolved, so that every chart has a figure.
  await raiseIssue(page.request, 'Dashboard coil');
  await raiseIssue(page.request, 'Dashboard relay', { resolve: true });

  await page.goto('/ncr');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/ncr\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'NCR Dashboard', level: 1 })).toBeVisible();
  await expectCharts(page);
  const answer = await readDashboard(page.request);
  await expect(page.getByTestId('headline-open')).toHaveText(String(answer.open));
  await expect(page.getByTestId('dashboard-stations').getByRole('link')).toHaveCount(answer.topStations.length);

  // Keyboard and screen readers: each chart's figures as a table of links.
  const categories = page.getByTestId('dashboard-categories');
  const top = answer.byCategory[0]!;
  await categories.getByRole('button', { name: 'Show table' }).click();
  await expect(categories.getByRole('link', { name: ISSUE_CATEGORY_LABELS[top.cat] })).toHaveAttribute('href', `/ncr?category=${top.cat}`);
  await expect(categories.getByRole('row')).toHaveCount(answer.byCategory.length + 1);
  await categories.getByRole('button', { name: 'Show chart' }).click();
  const weeks = page.getByTestId('dashboard-weeks');
  await weeks.getByRole('button', { name: 'Show table' }).click();
  const thisWeek = answer.weeks.at(-1)!;
  await expect(weeks.getByRole('link').last()).toHaveAttribute('href', new RegExp(`^/ncr\\?filter=0&reported=${thisWeek.week}\\.\\.\\d{4}-\\d\\d-\\d\\d$`));
  await expect(weeks.getByRole('link').last()).toHaveText(String(thisWeek.opened));

  // A click on the tallest category bar: the NCR list of that category's open NCRs (the list's URL filters).
  await categories.locator('.recharts-bar-rectangle path').first().click();
  await expect(page).toHaveURL(new RegExp(`/ncr\\?category=${top.cat}$`));
  const { issues } = await call(page.request, 'issues', {});
  const expected = new Set(issues.filter((issue) => issue.cat === top.cat && issue.status !== ISSUE_STATUS.Resolved).map((issue) => issue.snid));
  expect(expected.size).toBe(top.count);
  await expect(page.getByTestId('pager-text')).toHaveText(new RegExp(`of ${top.count}$`));
  const shown = await page.locator('tbody tr td:first-child').allInnerTexts();
  expect(shown.length).toBe(Math.min(28, top.count));
  for (const snid of shown) expect(expected, snid).toContain(snid.trim());
});

test('the figures change live when a colleague adds and resolves an NCR', { tag: '@engine' }, async ({ signedIn: page, browser }) => {
  await page.goto('/ncr/dashboard');
  await expect(page.getByTestId('connection')).toHaveText('Live');
  const before = await readDashboard(page.request);
  await expect(page.getByTestId('headline-open')).toHaveText(String(before.open));
  const [opened, resolved] = [before.weeks.at(-1)!.opened, before.weeks.at(-1)!.resolved];

  const other = await colleague(browser, '/ncr');
  const iid = await raiseIssue(other.request, 'Live dashboard coil');
  await expect(page.getByTestId('headline-open')).toHaveText(String(before.open + 1));
  await expect(page.getByTestId('headline-opened')).toHaveText(String(opened + 1));

  await resolveIssue(other.request, iid);
  await expect(page.getByTestId('headline-open')).toHaveText(String(before.open));
  await expect(page.getByTestId('headline-resolved')).toHaveText(String(resolved + 1));
  await other.context().close();
});

test('a wall screen opens the dashboard with a kiosk token: large type, no links, no scrolling, live', async ({ signedIn: staff, browser }) => {
  await staff.goto('/service');
  await raiseIssue(staff.request, 'Wall screen coil', { resolve: true });
  const { token } = await call(staff.request, 'addKiosk', { name: `Dashboard TV ${Date.now()}` });
  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await tv.goto(`/ncr/dashboard?kiosk=${token}`);
  await expect(tv.getByRole('heading', { name: 'NCR Dashboard', level: 1 })).toBeVisible();
  await expectCharts(tv);
  await expect(tv.getByTestId('connection')).toHaveText('Live');
  await expect(tv.getByRole('link')).toHaveCount(0); // no way into the rest of the app
  await expect(tv.getByRole('button')).toHaveCount(0);
  const before = await readDashboard(staff.request);
  await expect(tv.getByTestId('headline-open')).toHaveText(String(before.open));

  const layout = await tv.evaluate(() => {
    const small: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.tagName === 'STYLE' || element.tagName === 'SCRIPT' || !element.checkVisibility()) continue;
      const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (text && Number.parseFloat(getComputedStyle(element).fontSize) < 24) small.push(`${element.tagName} "${element.textContent}"`);
    }
    return { small, height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth };
  });
  expect(layout.small, 'text under 24 px').toEqual([]);
  expect(layout).toMatchObject({ height: 1080, width: 1920 });

  await raiseIssue(staff.request, 'Wall screen relay');
  await expect(tv.getByTestId('headline-open')).toHaveText(String(before.open + 1));
  await tv.context().close();
});

// Issue 36: open actions per owner (overdue first) into My actions, the root causes into the NCR list, the
// closed NCRs reviewed; live as actions change.
test('the dashboard shows open actions per owner, root causes and reviews, each a way into its list, live', { tag: '@engine' }, async ({ signedIn: page }) => {
  const iid = await raiseIssue(page.request, 'Root cause coil');
  const { issue } = await call(page.request, 'issue', { iid });
  await call(page.request, 'updateIssue', { iid, modif: issue.modif, rcCat: ROOT_CAUSE.Transport });
  const closed = await raiseIssue(page.request, 'Reviewed relay', { resolve: true });
  const before = await readDashboard(page.request);
  const owner = E2E_PERSON_2;
  const overdueBefore = before.actionsByOwner.find((bar) => bar.owner === owner)?.overdue ?? 0;

  await page.goto('/ncr/dashboard');
  await expect(page.getByTestId('connection')).toHaveText('Live');
  const share = before.effectiveness;
  await expect(page.getByTestId('effectiveness-share')).toHaveText(
    `${Math.round((share.reviewed / share.closed) * 100)} % of ${share.closed} closed NCRs reviewed`);

  // An overdue action of the colleague's comes: their bar says so in words, live.
  await call(page.request, 'addAction', { iid, type: ACTION_TYPE.Containment, descr: 'Dashboard action', owner, due: '2020-01-01' });
  const bar = page.getByTestId('action-owner').filter({ hasText: owner });
  await expect(bar).toContainText(`${overdueBefore + 1} overdue`);
  await bar.getByRole('link', { name: `${overdueBefore + 1} overdue` }).click();
  await expect(page).toHaveURL(new RegExp(`/actions\\?owner=${owner.replace(' ', '%20')}&due=overdue$`));
  await expect(page.getByTestId('action-row').filter({ hasText: 'Dashboard action' })).toBeVisible();
  await page.goBack();

  // A root cause's bar (in its table) opens the NCRs of that root cause, of every status.
  const causes = page.getByTestId('dashboard-root-causes');
  await causes.getByRole('button', { name: 'Show table' }).click();
  await causes.getByRole('link', { name: 'Transport' }).click();
  await expect(page).toHaveURL(new RegExp(`/ncr\\?filter=0&rc=${ROOT_CAUSE.Transport}$`));
  await expect(page.getByTestId('list-facets')).toHaveText('Root cause: Transport');
  await expect(page.locator(`tr[data-iid="${iid}"]`)).toBeVisible();
  await page.goBack();

  // The closed NCRs not reviewed: the list narrowed to Resolved and Not reviewed.
  await page.getByTestId('effectiveness-link').click();
  await expect(page).toHaveURL(/\/ncr\?filter=0&eff=0&status=2$/);
  await expect(page.getByTestId('list-facets')).toContainText('Effectiveness: Not reviewed');
  await expect(page.locator(`tr[data-iid="${closed}"]`)).toBeVisible();
});
