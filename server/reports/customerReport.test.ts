// The customer report read back as its customer's PDF reader sees it: text through poppler's pdftotext, images
// through pdfimages (Debian's poppler-utils, which CI installs).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { NON_LATIN, reportInput, syntheticPhoto } from '../../tests/helpers/customerReportInput.ts';
import { checkPdfScripts } from '../attachments/pdfScripts.ts';
import { renderCustomerReport, reportFingerprint, type CustomerReportInput } from './customerReport.ts';

const run = promisify(execFile);
const HUGE = 20_000;

async function onDisk<T>(pdf: Buffer, read: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'customer-report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await fs.writeFile(file, pdf);
    return await read(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The text of each page (pdftotext -layout, or -raw: in the order it is drawn, a table cell's lines together), spaces collapsed. */
const pages = (pdf: Buffer, mode: '-layout' | '-raw' = '-layout') => onDisk(pdf, async (file) => {
  const { stdout } = await run('pdftotext', [mode, '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
  return stdout.split('\f').slice(0, -1).map(flat);
});
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The images pdfimages lists: page, width, height, encoding. */
const images = (pdf: Buffer) => onDisk(pdf, async (file) => {
  const { stdout } = await run('pdfimages', ['-list', file]);
  return stdout.split('\n').slice(2).filter(Boolean).map((line) => {
    const [page, , type, width, height, , , , enc] = line.trim().split(/\s+/);
    return { page: Number(page), type, width: Number(width), height: Number(height), enc };
  });
});

describe('renderCustomerReport', () => {
  let photos: CustomerReportInput['photos'];
  beforeAll(async () => {
    photos = [
      { name: 'coil-front.jpg', mime: 'image/jpeg', bytes: await syntheticPhoto(2400, 1800, { seed: 1 }) },
      { name: 'drive-detail.png', mime: 'image/png', bytes: await syntheticPhoto(600, 800, { seed: 2, format: 'png', alpha: true }) },
      { name: 'not-a-photo.jpg', mime: 'image/jpeg', bytes: Buffer.from('GIF89a, or rather not an image at all') },
      { name: 'spindle.webp', mime: 'image/webp', bytes: await syntheticPhoto(1000, 750, { seed: 3, format: 'webp' }) },
    ];
  });

  it('states every value of its input, non-Latin names as they are written, and a footer on every page', async () => {
    const input = reportInput({ photos });
    const pdf = await renderCustomerReport(input);
    const layout = await pages(pdf);
    const text = layout.join(' ');
    const { ncr } = input;
    const stated = [
      input.company, 'Customer report', ncr.number, 'Version 2', ncr.station, ncr.projectId, ncr.customer,
      ...ncr.products.flatMap((product) => [product.category, product.serial]), ncr.reported, ncr.customerStatus,
      ...ncr.description.split('\n'), `Category: ${ncr.rootCauseCategory}`, ...ncr.rootCauseAnalysis.split('\n'),
      ...input.actions.flatMap((action) => [action.type, action.status, action.due]),
      'Photo 1: coil-front.jpg', 'Photo 2: drive-detail.png', 'Photo 3: not-a-photo.jpg (image could not be read)', 'Photo 4: spindle.webp',
      `Issued by ${NON_LATIN.issuedBy} on 2026-03-14 09:30 UTC.`, 'Name and signature',
    ];
    for (const value of stated) expect(text).toContain(flat(value));
    // A table cell's lines are apart in the layout (the next columns' text between them), together in drawing order.
    const raw = (await pages(pdf, '-raw')).join(' ');
    for (const action of input.actions) {
      expect(raw).toContain(flat(action.description));
      for (const date of [action.completed, action.verified].filter(Boolean)) expect(raw).toContain(date);
    }
    expectFooters(layout, input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(checkPdfScripts(pdf)).toBe('none'); // stored as an NCR attachment, it passes the upload's check
  });

  it('embeds JPEG, PNG and WebP photos as JPEGs of at most 1600 px, and skips one that does not decode with its caption', async () => {
    const pdf = await renderCustomerReport(reportInput({ photos }));
    const embedded = await images(pdf);
    expect(embedded.map(({ width, height, enc }) => ({ width, height, enc }))).toEqual([
      { width: 1600, height: 1200, enc: 'jpeg' }, // 2400 × 1800, downscaled
      { width: 600, height: 800, enc: 'jpeg' }, // PNG with transparency, on white
      { width: 1000, height: 750, enc: 'jpeg' }, // WebP
    ]);
    // At most two photos to a page.
    const pagesOf = embedded.map((image) => image.page);
    for (const page of pagesOf) expect(pagesOf.filter((p) => p === page).length).toBeLessThanOrEqual(2);
  });

  it('makes the same bytes from the same input', async () => {
    const input = reportInput({ photos });
    const [first, second] = [await renderCustomerReport(input), await renderCustomerReport(reportInput({ photos }))];
    expect(first.equals(second)).toBe(true);
    expect(first.includes('(D:20260314093012Z)', 0, 'latin1')).toBe(true); // CreationDate and ModDate: issuedAt
  });

  it('says "None" for what is empty, and takes empty strings anywhere', async () => {
    const empty = reportInput({ company: '', issuedBy: '', actions: [], photos: [] });
    empty.ncr = { number: '', station: '', projectId: '', customer: '', products: [], reported: '', customerStatus: '', description: '', rootCauseCategory: '', rootCauseAnalysis: '' };
    const layout = await pages(await renderCustomerReport(empty));
    const text = layout.join(' ');
    for (const said of ['Station Not set', 'Products None', 'Description None', 'Category: Not set', 'No actions are listed in this report.',
      'No photos are attached to this report.', 'Issued by not named on 2026-03-14 09:30 UTC.']) {
      expect(text).toContain(said);
    }
    expectFooters(layout, empty);
  });

  it(`flows texts of ${HUGE} characters (words, and one word without spaces) onto further pages, none of it lost`, async () => {
    const words = (marker: string) => `${'The coil was inspected and measured again. '.repeat(HUGE / 43)}${marker}`;
    const input = reportInput({ photos: photos.slice(0, 1) });
    input.ncr.description = words('END-OF-DESCRIPTION');
    input.ncr.rootCauseAnalysis = `${'x'.repeat(HUGE)}END-OF-ANALYSIS`;
    input.ncr.station = `${NON_LATIN.station} ${'Umspannwerk '.repeat(HUGE / 12)}END-OF-STATION`;
    input.actions[1]!.description = words('END-OF-ACTION');
    input.actions.push({ type: 'Corrective', description: `${'y'.repeat(HUGE)}END-OF-WORD`, status: 'Planned', due: '', completed: '', verified: '' });
    const started = performance.now();
    const pdf = await renderCustomerReport(input);
    expect(performance.now() - started).toBeLessThan(10_000);
    const layout = await pages(pdf);
    expect(layout.length).toBeGreaterThan(10);
    const text = layout.join('').replace(/\s/g, ''); // a word without spaces is cut at the line's end
    for (const marker of ['END-OF-DESCRIPTION', 'END-OF-ANALYSIS', 'END-OF-STATION', 'END-OF-ACTION', 'END-OF-WORD']) expect(text).toContain(marker);
    // Every character of the words without spaces is there, cut into lines (the table's with a page's footer between).
    const raw = (await pages(pdf, '-raw')).join(' ');
    for (const letter of ['x', 'y']) expect([...raw.matchAll(new RegExp(`${letter}{5,}`, 'g'))].reduce((sum, [run]) => sum + run.length, 0)).toBe(HUGE);
    expectFooters(layout, input);
  });

  it('draws in Helvetica when the font files are missing or broken, with the characters it cannot draw replaced', async () => {
    const input = reportInput({ photos: [] });
    input.ncr.rootCauseAnalysis = 'Grease ° € “quoted” – 東京電力';
    for (const fonts of [{ regular: '/nonexistent/DejaVuSans.ttf', bold: '/nonexistent/DejaVuSans-Bold.ttf' }, { regular: '/etc/hostname', bold: '/etc/hostname' }]) {
      const pdf = await renderCustomerReport(input, { fonts });
      expect(pdf.toString('latin1')).toContain('/BaseFont /Helvetica');
      const text = (await pages(pdf)).join(' ');
      expect(text).toContain('?ódz Ströbeck ??????'); // Ł has no letter without its stroke; ź is z; Cyrillic is none
      expect(text).toContain('for -40 °C'); // a minus sign as a hyphen
      expect(text).toContain('Grease ° € “quoted” – ????');
      expect(text).toContain(`SHA-256 ${reportFingerprint(input)}`);
    }
  });

  it('embeds DejaVu Sans and replaces what it has no glyph for (CJK)', async () => {
    const input = reportInput({ photos: [] });
    input.ncr.customer = 'Tokyo 東京電力 Energo Энерго';
    const pdf = await renderCustomerReport(input);
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/);
    expect((await pages(pdf)).join(' ')).toContain('Tokyo ???? Energo Энерго');
  });
});

describe('reportFingerprint', () => {
  const base = reportInput({ photos: [{ name: 'a.jpg', mime: 'image/jpeg', bytes: Buffer.from('photo bytes') }] });

  it('is the SHA-256 of what the report states: a change to any of it changes the fingerprint', () => {
    const fingerprint = reportFingerprint(base);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(reportFingerprint(reportInput({ photos: base.photos }))).toBe(fingerprint);
    const changes: [string, (input: CustomerReportInput) => void][] = [
      ['company', (i) => { i.company += '.'; }],
      ...(['number', 'station', 'projectId', 'customer', 'reported', 'customerStatus', 'description', 'rootCauseCategory', 'rootCauseAnalysis'] as const)
        .map((key): [string, (input: CustomerReportInput) => void] => [`ncr.${key}`, (i) => { i.ncr[key] += ' '; }]),
      ['a product category', (i) => { i.ncr.products[0]!.category = 'ASC'; }],
      ['a product serial', (i) => { i.ncr.products[1]!.serial += '1'; }],
      ['the products\' order', (i) => { i.ncr.products.reverse(); }],
      ...(['type', 'description', 'status', 'due', 'completed', 'verified'] as const)
        .map((key): [string, (input: CustomerReportInput) => void] => [`an action's ${key}`, (i) => { i.actions[2]![key] += 'x'; }]),
      ['an action fewer', (i) => { i.actions.pop(); }],
      ['a photo\'s name', (i) => { i.photos[0]!.name = 'b.jpg'; }],
      ['a photo\'s bytes', (i) => { i.photos[0]!.bytes = Buffer.from('other bytes'); }],
      ['the issuer', (i) => { i.issuedBy = 'Someone Else'; }],
      ['the issue time, by a second', (i) => { i.issuedAt = new Date(i.issuedAt.getTime() + 1000); }],
      ['the version', (i) => { i.version = 3; }],
    ];
    const seen = new Set([fingerprint]);
    for (const [what, change] of changes) {
      const changed = structuredClone(base);
      changed.photos = base.photos.map((photo) => ({ ...photo }));
      change(changed);
      const other = reportFingerprint(changed);
      expect(other, what).not.toBe(fingerprint);
      seen.add(other);
    }
    expect(seen.size).toBe(changes.length + 1);
  });

  it('does not depend on the key order of the input, a text\'s Unicode form or line ends, or the mime type', () => {
    const reordered = { version: base.version, photos: base.photos.map((p) => ({ bytes: p.bytes, mime: 'image/png', name: p.name })), issuedAt: base.issuedAt, issuedBy: base.issuedBy, actions: base.actions, ncr: { ...base.ncr }, company: base.company };
    reordered.ncr.station = base.ncr.station.normalize('NFD');
    reordered.ncr.description = base.ncr.description.replace(/\n/g, '\r\n');
    expect(reportFingerprint(reordered)).toBe(reportFingerprint(base));
  });
});

describe('the report modules', () => {
  it('read nothing but their input: no database, repository, configuration or request is imported', async () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const allowed = /^(node:crypto|node:fs\/promises|pdfkit|sharp|\.\/[\w]+\.ts|\.\.\/images\/(imageWork|inspectImage)\.ts)$/;
    for (const file of files) {
      const source = await fs.readFile(path.join(dir, file), 'utf8');
      for (const [, specifier] of source.matchAll(/^import .* from '([^']+)';$/gm)) expect(specifier, `${file} imports ${specifier}`).toMatch(allowed);
    }
  });
});

/** Each page ends with the footer: its number, the version, the fingerprint, page i of n. */
function expectFooters(layout: string[], input: CustomerReportInput): void {
  const fingerprint = reportFingerprint(input);
  layout.forEach((page, i) => {
    expect(page).toContain(`${input.ncr.number} · Customer report v${input.version} · SHA-256 ${fingerprint} · page ${i + 1} of ${layout.length}`.trim());
  });
}
