// Browser tests of the NCR screens: list (filters, search, row cap), add, edit with autosave, resolve, delete.
// Every test creates the issues it changes, through the API with the page's session.
import type { Page } from '@playwright/test';
import { AUTOSAVE_ISSUE_MS, ISSUE_FILTER_LABELS, ISSUE_LIST_MAX_ROWS, ISSUE_STATUS_LABELS } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import type { Issue, StationListItem } from '../../shared/records.ts';
import { E2E_PERSON, expect, test } from './fixtures.ts';
import { PAGE_TITLE, record, recordBadge } from './saveBadge.ts';

const token = () => Math.random().toString(36).slice(2, 8);

async function api<T>(page: Page, call: string, data: object = {}): Promise<T> {
  const response = await page.request.post(`/api/${call}`, { data });
  expect(response.status(), `${call} ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function someStation(page: Page, index = 0): Promise<StationListItem> {
  const { stations } = await api<{ stations: StationListItem[] }>(page, 'stations');
  const station = stations[index];
  if (!station) throw new Error('no stations in the e2e data');
  return station;
}

/** A new issue on a station, with optional changes saved on top; returns it as the server has it. */
async function createIssue(page: Page, prod: string, changes: Partial<Issue> = {}): Promise<Issue> {
  const station = await someStation(page, 1);
  const { result: iid } = await api<{ result: number }>(page, 'addissue', { station: station.sid, prod });
  const { issue } = await api<{ issue: Issue }>(page, 'issue', { iid });
  if (Object.keys(changes).length === 0) return issue;
  return (await api<{ issue: Issue }>(page, 'updissue', { iid, modif: issue.modif, ...changes })).issue;
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const rows = (page: Page) => page.locator('table[aria-label="NCR list"] tbody tr');
const column = (page: Page, n: number) => page.locator(`table[aria-label="NCR list"] tbody tr td:nth-child(${n})`);

test('the NCR list shows open issues by default, all issues with the Closed column, and mine', async ({ signedIn: page }) => {
  await page.goto('/service');
  const mine = await createIssue(page, `Anna relay ${token()}`, { owner: E2E_PERSON });
  // The newest issue, resolved: on the first page of All Issues whatever other tests added before.
  const resolved = await createIssue(page, `Resolved relay ${token()}`, { status: 2 });

  await page.goto(paths.issues);
  await expect(page).toHaveTitle('NCR');
  await expect(page.getByRole('heading', { name: 'NCR', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Filter' })).toHaveValue(ISSUE_FILTER_LABELS[2]);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Closed' })).toHaveCount(0);
  const openStatuses = await column(page, 4).allInnerTexts();
  expect(openStatuses.length).toBeGreaterThan(0);
  expect(openStatuses.filter((text) => text.startsWith(ISSUE_STATUS_LABELS[2]))).toEqual([]);

  await choose(page, 'Filter', ISSUE_FILTER_LABELS[0]);
  await expect(page.getByRole('columnheader', { name: 'Closed' })).toBeVisible();
  await expect(rows(page).filter({ hasText: resolved.snid }).locator('td:nth-child(4)')).toContainText(ISSUE_STATUS_LABELS[2]);

  // The issue is on the first page of All Issues too, so the owners are read until the rows are My Issues'
  // (read once, they were All Issues' on a slow machine).
  await choose(page, 'Filter', ISSUE_FILTER_LABELS[1]);
  await expect(rows(page).filter({ hasText: mine.snid })).toHaveCount(1);
  await expect.poll(async () => [...new Set(await column(page, 5).allInnerTexts())]).toEqual([E2E_PERSON]);

  // The filter is kept in session storage.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Filter' })).toHaveValue(ISSUE_FILTER_LABELS[1]);
});

test('search highlights the terms, the list shows at most 28 rows, and a row opens its issue', async ({ signedIn: page }) => {
  await page.goto('/service');
  const word = `Zebrafinch${token()}`;
  const issue = await createIssue(page, `${word} coil`);

  await page.goto(paths.issues);
  await choose(page, 'Filter', ISSUE_FILTER_LABELS[0]);
  await expect(rows(page)).toHaveCount(ISSUE_LIST_MAX_ROWS);
  await expect(page.getByTestId('pager-text')).toHaveText(new RegExp(`^1–${ISSUE_LIST_MAX_ROWS} of \\d+$`));

  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill('z'); // below two characters: not applied
  await expect(rows(page)).toHaveCount(ISSUE_LIST_MAX_ROWS);

  await search.fill(`${word.toLowerCase()} ${issue.snid.slice(0, 4).toLowerCase()}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).locator('mark:visible').filter({ hasText: word })).toHaveCount(1);
  await expect(rows(page).locator('mark:visible').filter({ hasText: issue.snid.slice(0, 4) })).toHaveCount(1);

  await search.fill(`${word} nosuchword`);
  await expect(page.getByTestId('issues-empty')).toBeVisible();

  await search.fill(word);
  await rows(page).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.issue(issue.iid));
  await expect(page.getByRole('heading', { name: issue.snid })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(word);
  await rows(page).first().click();
  await expect(page).toHaveURL(paths.issue(issue.iid));
});

test('an NCR is added from a preselected station and opens', async ({ signedIn: page }) => {
  await page.goto('/service');
  const station = await someStation(page);
  const product = `ASC plunger ${token()}`;

  await page.goto(paths.addIssue(station.sid));
  await expect(page.getByText(/^Number of Active NCRs: \d+$/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Station / Project' })).toHaveValue(`${station.projId} ${station.name}`);
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await page.getByLabel('Product').fill('   ');
  await expect(add).toBeDisabled();
  await page.getByLabel('Product').fill(product);
  await expect(add).toBeEnabled();
  await add.click();

  await expect(page).toHaveURL(/\/ncr\/issue\?iid=\d+$/);
  await expect(page.getByLabel('Product')).toHaveValue(product);
  await expect(page.getByRole('link', { name: `${station.projId} ${station.name}` })).toHaveAttribute('href', paths.station(station.sid));
});

test('edits are autosaved, the title shows the unsaved state, and they survive a reload', { tag: '@engine' }, async ({ signedIn: page }) => {
  await page.goto('/service');
  const issue = await createIssue(page, `Seal kit ${token()}`);
  const description = `Seal leaked at FAT ${token()}`;

  await page.goto(paths.issue(issue.iid));
  await expect(page).toHaveTitle(issue.snid);
  const states = await recordBadge(page);
  const titles = await record(page, PAGE_TITLE);
  await page.getByLabel('Description').fill(description);
  await choose(page, 'Status', ISSUE_STATUS_LABELS[1]);

  // The description is stored at once; the status waits for the next autosave tick (1871 ms).
  await expect.poll(states).toContain('Unsaved (1 change)');
  await expect(page).toHaveTitle(issue.snid, { timeout: 8_000 });
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  expect(await titles()).toContain(`● ${issue.snid} (unsaved)`);
  await page.reload();
  await expect(page.getByLabel('Description')).toHaveValue(description);
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue(ISSUE_STATUS_LABELS[1]);
  await expect(page.getByRole('combobox', { name: 'Status for Customer' })).toHaveValue(ISSUE_STATUS_LABELS[0]);

  // The list shows the internal status and, as it differs, the customer's, labelled, on the same line.
  await page.goto(paths.issues);
  await page.getByRole('textbox', { name: 'Search' }).fill(issue.snid);
  await expect(rows(page)).toHaveCount(1);
  await expect(column(page, 4)).toContainText(ISSUE_STATUS_LABELS[1]);
  await expect(column(page, 4).getByTestId('customer-status')).toHaveText(`Customer: ${ISSUE_STATUS_LABELS[0]}`);
});

test('text typed the moment Description opens for typing is kept', { tag: '@engine' }, async ({ signedIn: page }) => {
  await page.goto('/service');
  const issue = await createIssue(page, `Bushing ${token()}`);
  const typed = `Typed at once ${token()}`;
  // Types (as fill() does: the value, then an input event) in the very task in which the field stops being
  // read-only, the earliest any typing can reach it: the field must be bound to the shared text by then.
  await page.addInitScript((text) => {
    new MutationObserver((_mutations, observer) => {
      const description = [...document.querySelectorAll('textarea')].find((area) => area.labels?.[0]?.textContent === 'Description');
      if (!description || description.readOnly) return;
      observer.disconnect();
      description.value = text;
      description.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['readonly'] });
  }, typed);
  await page.goto(paths.issue(issue.iid));
  await expect(page.getByLabel('Description')).toHaveValue(typed);
  await expect.poll(async () => (await api<{ issue: Issue }>(page, 'issue', { iid: issue.iid })).issue.descr, { timeout: 15_000 }).toBe(typed);
});

test('resolving an issue shows the closed date', async ({ signedIn: page }) => {
  await page.goto('/service');
  const issue = await createIssue(page, `Tap changer ${token()}`);
  const today = new Date().toISOString().slice(0, 10);

  await page.goto(paths.issue(issue.iid));
  await expect(page.getByLabel('Description')).toBeVisible();
  await expect(page.getByText(/^Closed /)).toHaveCount(0);
  await choose(page, 'Status', ISSUE_STATUS_LABELS[2]);
  await expect(page.getByText(`Closed ${today}`)).toBeVisible();

  await expect(page).toHaveTitle(issue.snid, { timeout: 8_000 });
  await page.reload();
  await expect(page.getByText(`Closed ${today}`)).toBeVisible();
  await choose(page, 'Status', ISSUE_STATUS_LABELS[1]);
  await expect(page.getByText(/^Closed /)).toHaveCount(0);
});

test('Assigned To takes only a person: Escape or leaving the field drops typed text that names no one', async ({ signedIn: page }) => {
  await page.goto('/service');
  const issue = await createIssue(page, `Bushing ${token()}`, { owner: E2E_PERSON });
  await page.clock.install(); // its time flows, until the test jumps ahead past an autosave tick
  await page.goto(paths.issue(issue.iid));
  const saves: string[] = [];
  page.on('request', (request) => { if (request.url().endsWith('/api/updissue')) saves.push(request.url()); });
  const assignee = page.getByRole('combobox', { name: 'Assigned To' });
  await expect(assignee).toHaveValue(E2E_PERSON);

  await assignee.fill('Nobody Known');
  await expect(page.getByText('No such person')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(assignee).toHaveValue(E2E_PERSON);
  await expect(assignee).toBeFocused();

  await assignee.fill('Nobody Known');
  await page.keyboard.press('Tab');
  await expect(assignee).toHaveValue(E2E_PERSON);

  // Nothing was sent: past an autosave tick the server still has the person.
  await page.clock.fastForward(AUTOSAVE_ISSUE_MS + 100);
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  expect(saves).toEqual([]);
  const { issue: saved } = await api<{ issue: Issue }>(page, 'issue', { iid: issue.iid });
  expect(saved.owner).toBe(E2E_PERSON);
  expect(saved.modif).toBe(issue.modif);
});

test('an issue is deleted after the confirmation', async ({ signedIn: page }) => {
  await page.goto('/service');
  const issue = await createIssue(page, `Spare fuse ${token()}`);

  await page.goto(paths.issue(issue.iid));
  await page.getByRole('button', { name: 'More Actions' }).click();
  await page.getByRole('button', { name: 'Delete Issue' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Really delete this issue?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(page).toHaveURL(paths.issues);
  await expect(page.getByRole('status').filter({ hasText: `${issue.snid} deleted` })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: issue.snid })).toHaveCount(0);
  await expect(page.getByText(/not found|Could not delete/)).toHaveCount(0);
  expect((await page.request.post('/api/issue', { data: { iid: issue.iid } })).status()).toBe(404);
});

test('an issue that cannot be loaded returns to the NCR list', async ({ signedIn: page }) => {
  await page.goto(paths.issue(999999));
  await expect(page).toHaveURL(paths.issues);
  await expect(page.getByText('Issue 999999 not found')).toBeVisible();
});
