// Browser tests of the CSV exports (issue 15): Export CSV on /service and /ncr downloads exactly what the list
// shows for its view, every page of it; the NCR list narrowed by a dashboard link shows its facet as a chip.
import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ISSUE_CATEGORY, ISSUE_FILTER } from '../../shared/constants.ts';
import { todayDate } from '../../shared/dates.ts';
import { paths } from '../../shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { createStation, uniqueWord } from './records.ts';
import { call } from './api.ts';

/** Clicks Export CSV and reads the file it downloads: its name and its records by header. */
async function exportCsv(page: Page): Promise<{ name: string; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]) as [Download, unknown];
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 with a BOM, for Excel
  const [header, ...records] = parse(bytes, { bom: true }) as string[][];
  return { name: download.suggestedFilename(), rows: records.map((record) => Object.fromEntries(header!.map((column, i) => [column, record[i]!]))) };
}

const pagerText = (page: Page) => page.getByTestId('pager-text');
const firstRowCells = (page: Page, table: string) => page.locator(`${table} tbody tr`).first().locator('td');

test('Export CSV on /service downloads the searched list, every page of it, in its order', { tag: '@engine' }, async ({ signedIn: page }) => {
  const word = uniqueWord('Exp');
  for (let i = 1; i <= 13; i++) await createStation(page.request, `Umspannwerk Müllheim ${word} ${String(i).padStart(2, '0')}`);

  await page.goto(paths.stations);
  await page.getByRole('textbox', { name: 'Search' }).fill(`müllheim ${word}`);
  await expect(pagerText(page)).toHaveText('Page 1 of 2 · 13 stations');
  await page.getByRole('columnheader', { name: 'Name', exact: true }).click();
  await page.getByRole('columnheader', { name: 'Name', exact: true }).click(); // descending
  await expect(firstRowCells(page, 'main table').nth(1)).toContainText(`${word} 13`);

  const { name, rows } = await exportCsv(page);
  expect(name).toBe(`stations-${todayDate()}.csv`);
  expect(rows).toHaveLength(13);
  expect(rows[0]!['Project ID']).toBe((await firstRowCells(page, 'main table').nth(0).innerText()).trim());
  expect(rows.map((row) => row['Station Name'])).toEqual(
    Array.from({ length: 13 }, (_, i) => `Umspannwerk Müllheim ${word} ${String(13 - i).padStart(2, '0')}`));
});

test('a dashboard link narrows /ncr to a category: a chip shows it, only such NCRs are listed, and the CSV holds them', { tag: '@engine' }, async ({ signedIn: page }) => {
  const word = uniqueWord('Cat');
  const station = await createStation(page.request, `NCR Station ${word}`);
  for (const [prod, cat] of [[`${word} major coil`, ISSUE_CATEGORY.Major], [`${word} minor coil`, ISSUE_CATEGORY.Minor], [`${word} major pump`, ISSUE_CATEGORY.Major]] as const) {
    const { result: iid } = await call(page.request, 'addIssue', { station: station.sid, prod });
    const { issue } = await call(page.request, 'issue', { iid });
    expect((await page.request.post('/api/updissue', { data: { iid, modif: issue.modif, cat } })).status()).toBe(200);
  }
  const allMajor = (await call(page.request, 'issues', {})).issues
    .filter((issue) => issue.cat === ISSUE_CATEGORY.Major && issue.status !== 2).length;

  await page.goto(paths.issuesWhere({ category: ISSUE_CATEGORY.Major }));
  const chips = page.getByTestId('list-facets');
  await expect(chips).toHaveText('Category: Major');
  await expect(pagerText(page)).toHaveText(`1–${Math.min(28, allMajor)} of ${allMajor}`);
  const whole = await exportCsv(page);
  expect(whole.name).toBe(`ncrs-${todayDate()}.csv`);
  expect(whole.rows).toHaveLength(allMajor);
  expect(new Set(whole.rows.map((row) => row.Category))).toEqual(new Set(['Major']));
  expect(whole.rows[0]!['NCR #']).toBe((await firstRowCells(page, 'table[aria-label="NCR list"]').nth(0).innerText()).trim());

  // With a search as well: just this station's two Major NCRs, newest first, in the list and in the file.
  await page.getByRole('textbox', { name: 'Search' }).fill(word);
  await expect(pagerText(page)).toHaveText('1–2 of 2');
  await expect(page).toHaveURL(/category=2/);
  const narrowed = await exportCsv(page);
  expect(narrowed.rows.map((row) => row.Product)).toEqual([`${word} major pump`, `${word} major coil`]);

  // The chip's ✕ removes the facet: the Minor one is listed again, and exported.
  await page.getByRole('button', { name: 'Remove filter Category: Major' }).click();
  await expect(chips).toHaveCount(0);
  await expect(page).not.toHaveURL(/category=/);
  await expect(pagerText(page)).toHaveText('1–3 of 3');
  expect((await exportCsv(page)).rows.map((row) => row.Category)).toEqual(['Major', 'Minor', 'Major']);

  // A value the list does not understand is ignored, not an error: the whole list, and its export.
  await page.goto(`${paths.issuesWhere({ filter: ISSUE_FILTER.All })}&category=Critical&q=${word}`);
  await expect(pagerText(page)).toHaveText('1–3 of 3');
  await expect(chips).toHaveCount(0);
  expect((await exportCsv(page)).rows).toHaveLength(3);
});
