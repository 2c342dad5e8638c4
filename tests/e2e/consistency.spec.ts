import type { Locator } from '@playwright/test';
import { ISSUE_STATUS, ISSUE_STATUS_LABELS } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import { E2E_PERSON, expect, test } from './fixtures.ts';
import { createStation, uniqueWord } from './records.ts';
import { call } from './api.ts';

// One thing looks the same everywhere (issue 16): an NCR status is one badge, a time one formatter.

/** What makes a badge look like itself: its text, colours and case. */
async function badgeLook(badge: Locator) {
  await expect(badge).toBeVisible();
  return badge.evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: element.textContent, color: style.color, background: style.backgroundColor, case: style.textTransform };
  });
}

test('an NCR status is the same badge on the NCR list, the NCR page, the board and the station page', async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  const product = uniqueWord('Coil');
  const { result: iid } = await call(page.request, 'addIssue', { station: station.sid, prod: product });
  const { issue } = await call(page.request, 'issue', { iid });
  expect((await page.request.post('/api/updissue', { data: { iid, modif: issue.modif, status: ISSUE_STATUS.InProgress } })).status()).toBe(200);

  await page.goto(paths.issues);
  await page.getByRole('textbox', { name: 'Search' }).fill(product);
  const row = page.locator(`tr[data-iid="${iid}"]`);
  // Internal In Progress, customer still New: labelled, on the badge's line.
  await expect(row.getByTestId('customer-status')).toHaveText(`Customer: ${ISSUE_STATUS_LABELS[ISSUE_STATUS.New]}`);
  const inList = await badgeLook(row.getByTestId('status-badge'));
  expect(inList.text).toBe(ISSUE_STATUS_LABELS[ISSUE_STATUS.InProgress]);
  expect(inList.case).toBe('none');

  await page.goto(paths.issue(iid));
  expect(await badgeLook(page.getByTestId('status-badge'))).toEqual(inList);

  await page.goto(paths.board);
  expect(await badgeLook(page.getByTestId(`board-column-${ISSUE_STATUS.InProgress}`).getByTestId('status-badge'))).toEqual(inList);

  await page.goto(paths.station(station.sid));
  expect(await badgeLook(page.locator('#ncrlist').getByRole('link', { name: new RegExp(product) }).getByTestId('status-badge'))).toEqual(inList);
});

test('a time says when relative to now, by whom by person name, and shows its exact value on hover', async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  await page.goto(paths.station(station.sid));
  const line = page.getByTestId('last-modified');
  await expect(line).toHaveText(new RegExp(`^Last modified (just now|\\d+ minutes? ago) by ${E2E_PERSON}$`));

  const time = line.locator('time');
  const iso = await time.getAttribute('datetime');
  expect(Number.isNaN(Date.parse(iso ?? ''))).toBe(false);
  const exact = await page.evaluate((at) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at)), iso!);
  await time.hover();
  await expect(page.getByRole('tooltip')).toHaveText(exact);
});
