// Seeing the work of issue 36 in the browser: My actions (its view in the URL, live, its CSV), the 8D view
// printed, and the action counts of the NCR board.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ACTION_STATUS, ACTION_TYPE, EFFECTIVENESS, ROOT_CAUSE, ROOT_CAUSE_METHOD } from '../../shared/constants.ts';
import { todayDate } from '../../shared/dates.ts';
import { paths } from '../../shared/paths.ts';
import { call } from './api.ts';
import { E2E_PERSON, E2E_PERSON_2, expect, test } from './fixtures.ts';
import { createStation, uniqueWord } from './records.ts';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function newIssue(request: APIRequestContext, prod: string): Promise<{ iid: number; sid: number }> {
  const station = await createStation(request, `Actions ${uniqueWord('s')}`);
  const { result: iid } = await call(request, 'addIssue', { station: station.sid, prod });
  return { iid, sid: station.sid };
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The titles of the listed actions that hold `word`, in the list's order. */
const titles = (page: Page, word: string) => page.getByTestId('action-row').filter({ hasText: word }).getByRole('link').first();
async function listed(page: Page, word: string): Promise<string[]> {
  return page.getByTestId('action-row').filter({ hasText: word }).evaluateAll((rows) => rows.map((row) => row.querySelector('a')!.textContent!.trim()));
}

test('My actions: my open actions overdue first, filters in the URL (reload, Back), live, and its CSV', { tag: '@engine' }, async ({ signedIn: page }) => {
  const word = uniqueWord('Act');
  const { iid } = await newIssue(page.request, `${word} coil`);
  const add = async (descr: string, type: number, owner: string, due: string) =>
    (await call(page.request, 'addAction', { iid, type, descr: `${word} ${descr}`, owner, due })).action;
  await add('later', ACTION_TYPE.Corrective, E2E_PERSON, dayFromNow(10));
  await add('no due date', ACTION_TYPE.Preventive, E2E_PERSON, '');
  await add('overdue', ACTION_TYPE.Containment, E2E_PERSON, dayFromNow(-5));
  await add('colleague', ACTION_TYPE.Corrective, E2E_PERSON_2, dayFromNow(1));
  const done = await add('done', ACTION_TYPE.Corrective, E2E_PERSON, dayFromNow(2));
  await call(page.request, 'updateAction', { aid: done.aid, modif: done.modif, status: ACTION_STATUS.Done });

  // The menu opens my open actions: overdue first (by icon and word), then by due date, none last.
  await page.goto(paths.issues);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My actions' }).click();
  await expect(page).toHaveURL(/\/actions$/);
  await expect(page.getByRole('heading', { name: 'My actions', level: 1 })).toBeVisible();
  await expect.poll(() => listed(page, word)).toEqual([`${word} overdue`, `${word} later`, `${word} no due date`]);
  const overdue = page.getByTestId('action-row').filter({ hasText: `${word} overdue` });
  await expect(overdue.getByTestId('overdue')).toHaveText('Overdue');
  await expect(overdue.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/ncr/issue\\?iid=${iid}#action-\\d+$`));

  // Filters go into the URL; a reload keeps them; Back returns to the view before.
  await choose(page, 'Type', 'Corrective');
  await expect(page).toHaveURL(/\/actions\?type=Corrective$/);
  await expect.poll(() => listed(page, word)).toEqual([`${word} later`]);
  await choose(page, 'Owner', E2E_PERSON_2);
  await expect(page).toHaveURL(new RegExp(`/actions\\?owner=${E2E_PERSON_2.replace(' ', '(\\+|%20)')}&type=Corrective$`));
  await expect.poll(() => listed(page, word)).toEqual([`${word} colleague`]);
  await expect(page.getByRole('heading', { name: 'Actions', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveValue(E2E_PERSON_2);
  await expect.poll(() => listed(page, word)).toEqual([`${word} colleague`]);
  await page.goBack();
  await expect(page).toHaveURL(/\/actions\?type=Corrective$/);
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Corrective');
  await expect.poll(() => listed(page, word)).toEqual([`${word} later`]);
  await choose(page, 'Status', 'Any status');
  await expect.poll(() => listed(page, word)).toEqual([`${word} done`, `${word} later`]);
  await page.goBack();
  await expect(page.getByTestId('connection')).toHaveText('Live');

  // Changes made elsewhere show at once: a new action of mine comes, one marked Done goes.
  const soon = await add('soon', ACTION_TYPE.Corrective, E2E_PERSON, dayFromNow(3));
  await expect.poll(() => listed(page, word)).toEqual([`${word} soon`, `${word} later`]);
  const later = (await call(page.request, 'actions', { iid })).actions.find((action) => action.descr === `${word} later`)!;
  await call(page.request, 'updateAction', { aid: later.aid, modif: later.modif, status: ACTION_STATUS.Done });
  await expect.poll(() => listed(page, word)).toEqual([`${word} soon`]);
  await expect(titles(page, `${word} soon`)).toBeVisible();

  // Export CSV: the same view (mine, open, corrective), in the list's order.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]) as [Download, unknown];
  expect(download.url()).toMatch(/\/api\/export\/actions\.csv\?type=Corrective$/);
  expect(download.suggestedFilename()).toBe(`actions-${todayDate()}.csv`);
  const [header, ...records] = parse(fs.readFileSync((await download.path())!), { bom: true }) as string[][];
  const rows = records.map((record) => Object.fromEntries(header!.map((column, i) => [column, record[i]!])));
  const mine = rows.filter((row) => row.Action!.startsWith(word));
  expect(mine.map((row) => [row.Action, row.Type, row.Owner, row.Due, row.Status, row.Overdue])).toEqual([
    [`${word} soon`, 'Corrective', E2E_PERSON, dayFromNow(3), 'Open', 'No'],
  ]);
  expect(rows.every((row) => row.Owner === E2E_PERSON && row.Type === 'Corrective' && row.Status === 'Open')).toBe(true);
  expect(soon.aid).toBe(Number(mine[0]!.AID));
});

test('the 8D view prints D1 to D8 with their content, without navigation or buttons', async ({ signedIn: page }) => {
  const word = uniqueWord('EightD');
  const { iid, sid } = await newIssue(page.request, `${word} coil`);
  await call(page.request, 'addProduct', { sid, cat: 'ASC', serial: `SN-${word}` });
  const { issue } = await call(page.request, 'issue', { iid });
  await call(page.request, 'updateIssue', {
    iid, modif: issue.modif, owner: E2E_PERSON_2, descr: `Problem ${word}: the coil hums`, note: `Analysis ${word}: the tension was too high`,
    rcCat: ROOT_CAUSE.Manufacturing, rcMethod: ROOT_CAUSE_METHOD.FiveWhys, effResult: EFFECTIVENESS.NotYetKnown, effNote: `Review ${word}`,
  });
  const add = async (type: number, descr: string, owner: string) => (await call(page.request, 'addAction', { iid, type, descr, owner, due: dayFromNow(7) })).action;
  await add(ACTION_TYPE.Containment, `Contain ${word}`, E2E_PERSON);
  const correction = await add(ACTION_TYPE.Correction, `Correct ${word}`, E2E_PERSON_2);
  await add(ACTION_TYPE.Corrective, `Remove the cause ${word}`, E2E_PERSON);
  await add(ACTION_TYPE.Preventive, `Prevent ${word}`, E2E_PERSON);
  const doneCorrection = (await call(page.request, 'updateAction', { aid: correction.aid, modif: correction.modif, status: ACTION_STATUS.Done })).action;
  await call(page.request, 'verifyAction', { aid: doneCorrection.aid, note: `Verified ${word} by test` });

  await page.goto(paths.issue(iid));
  await page.getByRole('button', { name: '8D report' }).first().click();
  await expect(page).toHaveURL(new RegExp(`view=8d`));
  await expect(page.getByTestId('eightd-action')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'D1 Team' })).toBeVisible();
  // Printed once everything is in: the station's products and who edited (the Print button waits for them too).
  await expect(page.getByText(`SN-${word}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();

  // Chromium's print (print media) to PDF, its text read back.
  const pdf = path.join(os.tmpdir(), `8d-${word}.pdf`);
  await page.pdf({ path: pdf, format: 'A4' });
  const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
  fs.rmSync(pdf);
  for (const heading of ['D1 Team', 'D2 Problem description', 'D3 Containment actions', 'D4 Root cause', 'D5/D6 Corrective actions and their verification',
    'D7 Preventive actions', 'D8 Closure']) {
    expect(text.replace(/\s+/g, ' '), heading).toContain(heading);
  }
  for (const content of [E2E_PERSON, E2E_PERSON_2, `Problem ${word}: the coil hums`, `SN-${word}`, `Contain ${word}`, 'Manufacturing', '5 Whys',
    `Analysis ${word}`, `Correct ${word}`, `Verified ${word} by test`, `Remove the cause ${word}`, `Prevent ${word}`, 'Not yet known', `Review ${word}`]) {
    expect(text, content).toContain(content);
  }
  // Nothing of the app around it: no navigation, no buttons.
  for (const absent of ['Stations', 'My actions', 'Activity', 'World', 'Print', 'Back to the NCR', 'Live']) {
    expect(text, absent).not.toMatch(new RegExp(`(^|\\s)${absent}(\\s|$)`));
  }
});

test('a board card shows its open and overdue actions', async ({ signedIn: page }) => {
  const { iid, sid } = await newIssue(page.request, 'Board action coil');
  await call(page.request, 'addAction', { iid, type: ACTION_TYPE.Containment, descr: 'Contain', owner: E2E_PERSON, due: dayFromNow(-3) });
  await call(page.request, 'addAction', { iid, type: ACTION_TYPE.Corrective, descr: 'Correct', owner: E2E_PERSON, due: dayFromNow(5) });

  await page.goto(`/ncr/board?station=${sid}`);
  const card = page.locator(`[data-testid="board-card"][data-iid="${iid}"]`);
  await expect(card.getByTestId('action-counts')).toHaveText('2 actions · 1 overdue');
  await expect(page.getByTestId('connection')).toHaveText('Live');

  // Live: a third action comes.
  await call(page.request, 'addAction', { iid, type: ACTION_TYPE.Preventive, descr: 'Prevent', owner: E2E_PERSON, due: dayFromNow(9) });
  await expect(card.getByTestId('action-counts')).toHaveText('3 actions · 1 overdue');
  // The NCR list's row says it too.
  await page.goto(paths.issuesWhere({ station: sid }));
  await expect(page.locator(`tr[data-iid="${iid}"]`).getByTestId('action-counts')).toHaveText('3 actions · 1 overdue');
});
