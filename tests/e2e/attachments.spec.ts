// Browser tests of an NCR's evidence (photos and PDFs) and of removing a station image.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '../../shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { colleague, createStation } from './records.ts';
import { call } from './api.ts';

/** A photo-like PNG: a gradient with a dark band, so a thumbnail shows something. */
async function photo(width: number, height: number, hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#222"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><rect x="10%" y="45%" width="80%" height="8%" fill="#111" transform="rotate(-8 ${width / 2} ${height / 2})"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A minimal PDF (one empty page). */
const pdf = Buffer.from([
  '%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF', '',
].join('\n'));

async function newIssue(page: Page, prod: string): Promise<number> {
  const station = await createStation(page.request);
  const response = await page.request.post('/api/addissue', { data: { station: station.sid, prod } });
  expect(response.status()).toBe(200);
  return (await response.json()).result;
}

const attachments = (page: Page) => page.getByRole('region', { name: 'Attachments' });
/** An image of the grid by its alt text (the file name), once it has loaded. */
async function expectLoaded(page: Page, name: string): Promise<void> {
  const image = attachments(page).getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
}

test('photos and a PDF attached to an NCR: viewer, new tab, a colleague sees them live, removal after a confirmation', { tag: '@engine' }, async ({ signedIn: anna, browser }) => {
  await anna.goto('/service');
  const iid = await newIssue(anna, 'Attachment coil');
  await anna.goto(paths.issue(iid));
  await expect(attachments(anna)).toContainText('No photos or documents yet.');

  // Picked together through the drop zone (a click opens the file picker).
  const chooser = anna.waitForEvent('filechooser');
  await attachments(anna).getByTestId('attachment-drop-zone').click();
  await (await chooser).setFiles([
    { name: 'Riss am Gehäuse.png', mimeType: 'image/png', buffer: await photo(1200, 900, '#c0392b') },
    { name: 'Prüfbericht.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expectLoaded(anna, 'Riss am Gehäuse.png');
  const report = attachments(anna).getByRole('link', { name: 'Prüfbericht.pdf' });
  await expect(report).toHaveAttribute('target', '_blank');
  await expect(attachments(anna).getByLabel('2 attachments')).toBeVisible();

  // The PDF opens in a new tab, as a PDF.
  const href = (await report.getAttribute('href'))!;
  const served = await anna.request.get(href);
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'application/pdf']);
  const tab = anna.waitForEvent('popup');
  await report.click();
  const opened = await tab;
  expect(opened.url()).toContain(href);
  await opened.close();

  // A colleague on the same NCR sees what is there, and a third file the moment it is added.
  const jonas = await colleague(browser, paths.issue(iid));
  await expectLoaded(jonas, 'Riss am Gehäuse.png');
  await expect(attachments(jonas).getByRole('link', { name: 'Prüfbericht.pdf' })).toBeVisible();
  await attachments(anna).locator('input[type=file][multiple]').setInputFiles({ name: 'close-up.png', mimeType: 'image/png', buffer: await photo(600, 800, '#2980b9') });
  await expectLoaded(jonas, 'close-up.png');

  // The viewer: the whole photo, → to the next, Escape closes.
  await attachments(jonas).getByRole('button', { name: 'Riss am Gehäuse.png', exact: true }).click();
  const viewer = jonas.getByRole('dialog');
  await expect(viewer).toContainText('1 of 2');
  const full = viewer.getByTestId('attachment-viewer-image');
  await expect(full).toHaveAttribute('alt', 'Riss am Gehäuse.png');
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(1200);
  await jonas.keyboard.press('ArrowRight');
  await expect(viewer).toContainText('2 of 2');
  await expect(full).toHaveAttribute('alt', 'close-up.png');
  await jonas.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // Removed after a confirmation, for everyone.
  await attachments(anna).getByRole('button', { name: 'Remove Prüfbericht.pdf' }).click();
  const confirm = anna.getByRole('dialog');
  await expect(confirm).toContainText('Really remove “Prüfbericht.pdf”?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(attachments(anna).getByRole('link', { name: 'Prüfbericht.pdf' })).toHaveCount(0);
  await expect(attachments(jonas).getByRole('link', { name: 'Prüfbericht.pdf' })).toHaveCount(0);
  await expect(attachments(jonas).getByLabel('2 attachments')).toBeVisible();
  await jonas.context().close();
});

test('a file that is not a photo or PDF is refused with its reason, the others still go up', { tag: '@engine' }, async ({ signedIn: page }) => {
  await page.goto('/service');
  const iid = await newIssue(page, 'Refused coil');
  await page.goto(paths.issue(iid));
  await attachments(page).locator('input[type=file][multiple]').setInputFiles([
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('only text, named like a PDF\n') },
    { name: 'slide.heic', mimeType: 'image/heic', buffer: Buffer.from('not sent') },
    { name: 'fine.png', mimeType: 'image/png', buffer: await photo(300, 200, '#27ae60') },
  ]);
  const uploads = attachments(page).getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'notes.pdf' })).toContainText('Not a JPEG, PNG, WebP or PDF file');
  await expect(uploads.getByRole('listitem').filter({ hasText: 'slide.heic' })).toContainText('Not a JPEG, PNG, WebP or PDF file');
  await expectLoaded(page, 'fine.png');
  await uploads.getByRole('button', { name: 'Dismiss notes.pdf' }).click();
  await expect(uploads.getByRole('listitem')).toHaveCount(1);
});

test('a station image is removed after a confirmation', { tag: '@engine' }, async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  const uploaded = await page.request.post(`/api/uploadf/${station.sid}`, {
    multipart: { files: { name: 'station.png', mimeType: 'image/png', buffer: await photo(400, 250, '#8e44ad') } },
  });
  expect(uploaded.status()).toBe(200);
  await page.goto(paths.station(station.sid));
  await expect(page.getByTestId('station-image')).toBeVisible();

  await page.getByRole('button', { name: 'Remove image' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Remove the image of this station?');
  await confirm.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByTestId('station-image')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload image' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove image' })).toHaveCount(0);
  expect((await call(page.request, 'station', { sid: station.sid })).st.imageUrl).toBe('');
});
