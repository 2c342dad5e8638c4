// The customer report issued from an NCR's page: photos picked, the PDF kept among the attachments and read back
// (poppler's pdftotext): what the customer may see is in it, a marker put into every internal field is not.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ACTION_STATUS, ACTION_TYPE, EFFECTIVENESS, ISSUE_STATUS, ROOT_CAUSE } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import { call } from './api.ts';
import { expect, test } from './fixtures.ts';
import { createStation, updateStation } from './records.ts';

const run = promisify(execFile);

test('a customer report is issued with the photos picked, kept as v1, and holds nothing internal', async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  await updateStation(page.request, station.sid, { customer: 'Nordnetz AG', comments: 'INTERNAL-STATION-COMMENT' });
  const { result: iid } = await call(page.request, 'addIssue', { station: station.sid, prod: 'ASC coil' });
  const { issue } = await call(page.request, 'issue', { iid });
  await call(page.request, 'updateIssue', {
    iid, modif: issue.modif, status: ISSUE_STATUS.InProgress, statusC: ISSUE_STATUS.New, descr: 'Oil at the lower flange.',
    note: 'Gasket material hardened.', rcCat: ROOT_CAUSE.Material, effResult: EFFECTIVENESS.NotYetKnown, effNote: 'INTERNAL-EFFECTIVENESS',
  });
  const { action } = await call(page.request, 'addAction', { iid, type: ACTION_TYPE.Corrective, descr: 'Replace the gasket', owner: 'Jonas Weber', showCust: true });
  await call(page.request, 'updateAction', { aid: action.aid, modif: action.modif, status: ACTION_STATUS.Done });
  await call(page.request, 'verifyAction', { aid: action.aid, note: 'INTERNAL-VERIFICATION' });
  await call(page.request, 'addAction', { iid, type: ACTION_TYPE.Containment, descr: 'INTERNAL-HIDDEN-ACTION' });
  for (const [name, color] of [['flange.jpg', '#456'], ['INTERNAL-PHOTO.jpg', '#654']] as const) {
    const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).jpeg().toBuffer();
    const uploaded = await page.request.post(`/api/issues/${iid}/attachments`, { multipart: { files: { name, mimeType: 'image/jpeg', buffer } } });
    expect(uploaded.status()).toBe(200);
  }

  await page.goto(paths.issue(iid));
  const attachments = page.getByRole('region', { name: 'Attachments' });
  await attachments.getByRole('button', { name: 'Customer report' }).click();
  const dialog = page.getByRole('dialog', { name: `Customer report of ${issue.snid}` });
  await dialog.getByRole('checkbox', { name: 'flange.jpg' }).check();
  await dialog.getByRole('button', { name: 'Issue report v1' }).click();
  await expect(dialog).toBeHidden();
  const link = attachments.getByRole('link', { name: `${issue.snid} customer report v1.pdf` });
  await expect(link).toBeVisible();
  await expect(attachments).toContainText('Customer report v1');

  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-report-')), 'report.pdf');
  fs.writeFileSync(file, await response.body());
  const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\s+/g, ' ');
  for (const stated of [issue.snid, station.name, 'Nordnetz AG', 'New', 'Oil at the lower flange.', 'Material', 'Gasket material hardened.', 'Replace the gasket', 'Verified', 'flange.jpg']) {
    expect(text, stated).toContain(stated);
  }
  for (const internal of ['INTERNAL', 'In Progress', 'Not yet known']) expect(text, internal).not.toContain(internal);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});
