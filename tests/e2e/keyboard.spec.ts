// The keyboard-only walkthrough (issue 16): sign in, add a station, edit it, raise an NCR on it and resolve the
// NCR with page.keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, typing and the shortcuts), no mouse.
import type { Locator, Page } from '@playwright/test';
import { ISSUE_STATUS, ISSUE_STATUS_LABELS } from '../../shared/constants.ts';
import { isNotSetDate } from '../../shared/dates.ts';
import { paths } from '../../shared/paths.ts';
import { PASSWORD } from '../helpers/testServer.ts';
import { E2E_USER, expect, test } from './fixtures.ts';
import { readStation, uniqueWord } from './records.ts';
import { call } from './api.ts';

/** Presses Tab (or Shift+Tab) until `target` has the focus: it must be reachable that way. */
async function tabTo(page: Page, target: Locator, { back = false, most = 80 } = {}): Promise<void> {
  for (let presses = 0; presses <= most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${most} presses: ${target.toString()}`);
}

async function press(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

test('a station is added, edited, given an NCR that is then resolved, with the keyboard alone', async ({ page }) => {
  const projId = uniqueWord('K');
  const name = `Keyboard ${uniqueWord('w')}`;
  const customer = `Utility ${uniqueWord('c')}`;
  const product = `Tap changer ${uniqueWord('p')}`;

  // Signing in: the User field has the focus.
  await page.goto(paths.stations);
  await expect(page.getByLabel('User')).toBeFocused();
  await page.keyboard.type(E2E_USER);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Stations' })).toBeVisible();

  // Add Station ('n' then 's'): Project ID has the focus, Enter adds.
  await press(page, 'n', 's');
  await expect(page.getByRole('textbox', { name: 'Project ID' })).toBeFocused();
  await page.keyboard.type(projId);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Station Name' })).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/service\/station\?sid=\d+$/);
  const sid = Number(new URL(page.url()).searchParams.get('sid'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // Edit: End Customer typed, Project Active switched with Space; both saved.
  await tabTo(page, page.getByRole('textbox', { name: 'End Customer' }));
  await page.keyboard.type(customer);
  const active = page.getByRole('checkbox', { name: 'Project Active' });
  const wasActive = await active.isChecked();
  await tabTo(page, active, { back: true });
  await page.keyboard.press('Space');
  await expect(active).toBeChecked({ checked: !wasActive });
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 });
  await expect.poll(async () => {
    const st = await readStation(page.request, sid);
    return [st.customer, st.active];
  }).toEqual([customer, !wasActive]);

  // Add Issue: the station's link, with the station chosen; Enter adds.
  await tabTo(page, page.getByRole('link', { name: 'Add Issue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.addIssue(sid));
  await expect(page.getByRole('combobox', { name: 'Station / Project' })).toHaveValue(`${projId} ${name}`);
  await tabTo(page, page.getByRole('textbox', { name: 'Product' }));
  await page.keyboard.type(product);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ncr\/issue\?iid=\d+$/);
  const iid = Number(new URL(page.url()).searchParams.get('iid'));
  await expect(page.getByRole('textbox', { name: 'Product' })).toHaveValue(product);

  // Resolve: the Status select opened with the arrow keys, Resolved chosen with Enter; the closed date shows.
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await tabTo(page, status);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Status', exact: true })).toBeVisible();
  const resolved = page.getByRole('option', { name: ISSUE_STATUS_LABELS[ISSUE_STATUS.Resolved], exact: true });
  for (let presses = 0; presses < 5 && (await resolved.getAttribute('data-combobox-selected')) === null; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(status).toHaveValue(ISSUE_STATUS_LABELS[ISSUE_STATUS.Resolved]);
  await expect(page.getByText(/^Closed /)).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 });
  const { issue } = await call(page.request, 'issue', { iid });
  expect(issue.status).toBe(ISSUE_STATUS.Resolved);
  expect(isNotSetDate(issue.closed)).toBe(false);

  // Back on the station ('g s', '/', its project id, Enter on its row): its NCR is listed as resolved.
  await press(page, 'Escape', 'g', 's');
  await expect(page).toHaveURL(new RegExp(`${paths.stations}(\\?|$)`));
  await page.keyboard.press('/');
  await page.keyboard.type(projId);
  await expect(page.getByRole('row', { name: new RegExp(projId) })).toHaveCount(1);
  await tabTo(page, page.getByRole('row', { name: new RegExp(projId) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.station(sid));
  await expect(page.getByRole('link', { name: new RegExp(issue.snid) })).toContainText(ISSUE_STATUS_LABELS[ISSUE_STATUS.Resolved]);
});
