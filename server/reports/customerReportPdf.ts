// How the customer report is drawn: an A4 pdfkit document with a header, a block of facts, sections of flowing
// text, a table whose rows may run across pages, photos two to a page, a sign-off block and a footer on every
// page. It knows nothing of NCRs: customerReport.ts says what goes where.
import PDFDocument from 'pdfkit';
import type { ReportFontData } from './reportFonts.ts';
import type { ReportPhoto } from './reportPhotos.ts';
import { breakLongWords, drawableText, winAnsi, wrapLines, type CanDraw } from './reportText.ts';

const MARGIN = { top: 50, left: 56, right: 56, bottom: 62 };
const COLOR = { ink: '#1b2430', muted: '#5b6675', accent: '#1f4e79', rule: '#c9d2dc', head: '#e9eef4', stripe: '#f6f8fa' };
const SIZE = { company: 16, title: 11, number: 20, heading: 12.5, body: 10, label: 8.5, table: 8, caption: 8.5, footer: 7 };
const BODY_LINE_GAP = 2.5;
const FACT_LABEL_WIDTH = 110;
const CELL_PAD = { x: 4, y: 3.5 };
/** A table row of up to this many lines is not split between pages. */
const KEEP_ROW_LINES = 6;
/** A photo is drawn at most at 1 pt per pixel (72 dpi): a small one is not blown up across the page. */
const MAX_POINTS_PER_PIXEL = 1;
const FOOTER_FROM_BOTTOM = 40;

type Font = 'regular' | 'bold';

export interface ReportPdfOptions {
  /** DejaVu Sans' bytes; null (or bytes pdfkit cannot read) draws in Helvetica. */
  fonts: ReportFontData | null;
  title: string;
  author: string;
  subject: string;
  /** The document's creation and modification date: the same input gives the same bytes. */
  date: Date;
}

export interface TableColumn { title: string; width: number | 'rest' }

export interface Fact { label: string; value: string; muted?: boolean }

/** An A4 document filled from the top down; finish() draws the footers and returns the bytes. */
export class ReportPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;
  private readonly fontNames: Record<Font, string>;
  private readonly canDraw: CanDraw;
  /** Whether the report is drawn in the embedded DejaVu Sans (false: Helvetica, a fallback). */
  readonly embedsFont: boolean;

  constructor(options: ReportPdfOptions) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      lang: 'en',
      displayTitle: true,
      info: {
        Title: options.title,
        Author: options.author,
        Subject: options.subject,
        Creator: 'Stationdesk',
        Producer: 'Stationdesk (PDFKit)',
        CreationDate: options.date,
        ModDate: options.date,
      },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    const embedded = options.fonts && this.embed(options.fonts);
    this.embedsFont = Boolean(embedded);
    this.fontNames = embedded ? { regular: 'report-regular', bold: 'report-bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' };
    const covers = embedded ?? winAnsi;
    const known = new Map<number, boolean>();
    this.canDraw = (codePoint) => {
      let can = known.get(codePoint);
      if (can === undefined) known.set(codePoint, (can = covers(codePoint)));
      return can;
    };
    this.doc.fillColor(COLOR.ink);
  }

  /** Registers the TrueType fonts and opens them (which parses them): what both can draw, or null when they do not load. */
  private embed(fonts: ReportFontData): CanDraw | null {
    try {
      this.doc.registerFont('report-regular', fonts.regular);
      this.doc.registerFont('report-bold', fonts.bold);
      const bold = glyphCheck(this.doc.font('report-bold'));
      const regular = glyphCheck(this.doc.font('report-regular'));
      return (codePoint) => regular(codePoint) && bold(codePoint);
    } catch {
      return null;
    }
  }

  private get width(): number {
    return this.doc.page.width - MARGIN.left - MARGIN.right;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN.bottom;
  }

  /** Text as the font can draw it. */
  private t(text: string): string {
    return drawableText(text, this.canDraw);
  }

  /**
   * `text` as the font can draw it, at x, y (or where the last text went on), flowing within the width and onto new
   * pages. Each line of it is a text of its own: pdfkit counts a line end as wide as its font's missing glyph (6 pt in
   * DejaVu Sans), so a nearly full line before one was followed by an empty line.
   */
  private write(font: Font, size: number, color: string, text: string, x: number | undefined, y: number | undefined, options: PDFKit.Mixins.TextOptions & { width: number }): void {
    this.use(font, size, color);
    const lines = this.flowing(text, options.width).split('\n');
    lines.forEach((line, i) => {
      if (i === 0 && x !== undefined) this.doc.text(line || ' ', x, y, options);
      else this.doc.text(line || ' ', options);
    });
  }

  /** `text` as the current font can draw it, words too long for `width` cut. */
  private flowing(text: string, width: number): string {
    return breakLongWords(this.t(text), width, (s) => this.doc.widthOfString(s));
  }

  private use(font: Font, size: number, color: string = COLOR.ink): PDFKit.PDFDocument {
    return this.doc.font(this.fontNames[font]).fontSize(size).fillColor(color);
  }

  /** A new page unless `height` points fit below the current position. */
  private keep(height: number): void {
    if (this.doc.y + height > this.bottom) this.newPage();
  }

  private newPage(): void {
    this.doc.addPage();
    this.doc.x = MARGIN.left;
    this.doc.y = MARGIN.top;
  }

  private rule(y: number, color: string = COLOR.rule, thickness = 0.5): void {
    this.doc.save().moveTo(MARGIN.left, y).lineTo(MARGIN.left + this.width, y).lineWidth(thickness).strokeColor(color).stroke().restore();
  }

  header(company: string, title: string, number: string, subtitle: string): void {
    const { doc } = this;
    const top = doc.y;
    const titleWidth = 120;
    this.write('regular', SIZE.title, COLOR.muted, title, MARGIN.left + this.width - titleWidth, top + 4, { width: titleWidth, align: 'right' });
    this.write('bold', SIZE.company, COLOR.ink, company, MARGIN.left, top, { width: this.width - titleWidth - 12 });
    doc.y += 10;
    this.write('bold', SIZE.number, COLOR.accent, number, MARGIN.left, doc.y, { width: this.width });
    this.write('regular', SIZE.body, COLOR.muted, subtitle, MARGIN.left, doc.y + 2, { width: this.width });
    doc.y += 8;
    this.rule(doc.y, COLOR.accent, 1.5);
    doc.y += 14;
  }

  /** Label and value in two columns, a thin rule under each; a value may have several lines. */
  facts(rows: readonly Fact[]): void {
    const { doc } = this;
    const valueX = MARGIN.left + FACT_LABEL_WIDTH;
    const valueWidth = this.width - FACT_LABEL_WIDTH;
    for (const row of rows) {
      this.keep(24);
      const top = doc.y;
      const pages = doc.bufferedPageRange().count;
      this.write('bold', SIZE.label, COLOR.muted, row.label, MARGIN.left, top + 1.5, { width: FACT_LABEL_WIDTH - 8 });
      const labelBottom = doc.y;
      this.write('regular', SIZE.body, row.muted ? COLOR.muted : COLOR.ink, row.value, valueX, top, { width: valueWidth, lineGap: 1.5 });
      // A value long enough to run onto another page goes on from where it ended there.
      if (doc.bufferedPageRange().count === pages) doc.y = Math.max(doc.y, labelBottom);
      doc.y += 4;
      this.rule(doc.y);
      doc.y += 5;
    }
    doc.y += 8;
  }

  /** A section's heading, kept on a page with `keepWithNext` points of what follows it. */
  heading(title: string, keepWithNext = 3 * SIZE.body): void {
    this.doc.y += 6;
    this.keep(SIZE.heading + 10 + keepWithNext);
    this.write('bold', SIZE.heading, COLOR.accent, title, MARGIN.left, this.doc.y, { width: this.width });
    this.doc.y += 4;
  }

  /** Flowing text across as many pages as it takes; `label` in bold before it. */
  paragraph(text: string, { label, muted = false }: { label?: string; muted?: boolean } = {}): void {
    const options = { width: this.width, lineGap: BODY_LINE_GAP };
    if (label) this.write('bold', SIZE.body, COLOR.ink, label, MARGIN.left, this.doc.y, { ...options, continued: true });
    this.write('regular', SIZE.body, muted ? COLOR.muted : COLOR.ink, text, label ? undefined : MARGIN.left, label ? undefined : this.doc.y, options);
    this.doc.y += 6;
  }

  /**
   * A table with a header row (drawn again on each page it continues on) and rows of wrapped text. A row goes to
   * the next page whole when it fits on one; a longer one is split between pages line by line. No rows: `empty`.
   */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[], empty: string): void {
    const { doc } = this;
    const fixed = columns.reduce((sum, column) => sum + (column.width === 'rest' ? 0 : column.width), 0);
    const widths = columns.map((column) => (column.width === 'rest' ? this.width - fixed : column.width));
    const xs = widths.map((_, i) => MARGIN.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
    this.use('regular', SIZE.table);
    const lineHeight = doc.currentLineHeight(true) + 1;
    const header = () => {
      const height = lineHeight + 2 * CELL_PAD.y;
      doc.save().rect(MARGIN.left, doc.y, this.width, height).fill(COLOR.head).restore();
      this.use('bold', SIZE.table);
      const top = doc.y;
      columns.forEach((column, i) => doc.text(this.t(column.title), xs[i]! + CELL_PAD.x, top + CELL_PAD.y, { lineBreak: false }));
      doc.y = top + height;
    };
    if (rows.length === 0) {
      this.paragraph(empty, { muted: true });
      return;
    }
    this.keep(3 * lineHeight + 4 * CELL_PAD.y);
    header();
    rows.forEach((row, rowIndex) => {
      this.use('regular', SIZE.table);
      const cells = widths.map((width, i) => wrapLines(this.t(row[i] ?? ''), width - 2 * CELL_PAD.x, (text) => doc.widthOfString(text)));
      const total = Math.max(...cells.map((lines) => lines.length));
      for (let offset = 0; offset < total;) {
        const fit = Math.floor((this.bottom - doc.y - 2 * CELL_PAD.y) / lineHeight);
        const left = total - offset;
        // A short row goes whole onto the next page; a longer one starts here when two of its lines fit.
        if (fit < Math.min(left, 2) || (offset === 0 && fit < left && left <= KEEP_ROW_LINES)) {
          this.newPage();
          header();
          continue;
        }
        const count = Math.min(fit, left);
        const top = doc.y;
        const height = count * lineHeight + 2 * CELL_PAD.y;
        if (rowIndex % 2 === 1) doc.save().rect(MARGIN.left, top, this.width, height).fill(COLOR.stripe).restore();
        this.use('regular', SIZE.table);
        cells.forEach((lines, i) => lines.slice(offset, offset + count).forEach((line, n) => {
          doc.text(line, xs[i]! + CELL_PAD.x, top + CELL_PAD.y + n * lineHeight, { lineBreak: false });
        }));
        doc.y = top + height; // doc.text left it under its last line, in whichever column that was
        this.rule(doc.y);
        offset += count;
      }
    });
    doc.y += 10;
  }

  /**
   * The photos under their heading (on the first photo's page), each fitted inside the column's width and half a
   * page's height (at most two a page, never above MAX_POINTS_PER_PIXEL), with `caption(photo, i)` under it; one
   * that could not be read is a captioned box. None: `empty`.
   */
  photos(title: string, photos: readonly ReportPhoto[], caption: (photo: ReportPhoto, index: number) => string, empty: string): void {
    const { doc } = this;
    if (photos.length === 0) {
      this.heading(title);
      this.paragraph(empty, { muted: true });
      return;
    }
    const gap = { image: 6, after: 16 };
    this.use('regular', SIZE.caption);
    const captionLine = doc.currentLineHeight(true);
    const maxHeight = Math.floor((this.bottom - MARGIN.top - 2 * (gap.image + 2 * captionLine + gap.after)) / 2);
    const boxHeight = 36;
    const imageHeight = (photo: ReportPhoto) => (photo.jpeg ? photo.height * this.scaleOf(photo, maxHeight) : boxHeight);
    // The heading goes on the page of the first photo.
    this.heading(title, imageHeight(photos[0]!) + gap.image + captionLine);
    photos.forEach((photo, index) => {
      this.use('regular', SIZE.caption);
      const text = caption(photo, index);
      const captionHeight = doc.heightOfString(this.flowing(text, this.width), { width: this.width });
      if (!photo.jpeg) {
        this.keep(boxHeight + gap.image + captionHeight + gap.after);
        doc.save().rect(MARGIN.left, doc.y, this.width, boxHeight).lineWidth(0.5).dash(3, { space: 3 }).strokeColor(COLOR.rule).stroke().restore();
        doc.y += boxHeight + gap.image;
      } else {
        const scale = this.scaleOf(photo, maxHeight);
        const [width, height] = [photo.width * scale, photo.height * scale];
        this.keep(height + gap.image + captionHeight + gap.after);
        const x = MARGIN.left + (this.width - width) / 2;
        const top = doc.y;
        doc.image(photo.jpeg, x, top, { width, height });
        doc.save().rect(x, top, width, height).lineWidth(0.5).strokeColor(COLOR.rule).stroke().restore();
        doc.y = top + height + gap.image;
      }
      this.write('regular', SIZE.caption, COLOR.muted, text, MARGIN.left, doc.y, { width: this.width, align: 'center' });
      doc.y += gap.after;
    });
  }

  /** Points per pixel of a photo fitted inside the column's width and `maxHeight`. */
  private scaleOf(photo: { width: number; height: number }, maxHeight: number): number {
    return Math.min(this.width / photo.width, maxHeight / photo.height, MAX_POINTS_PER_PIXEL);
  }

  /** Who issued the report and when, and lines for the customer's name, signature and date; on one page. */
  signOff(heading: string, issued: string, acknowledgement: string, lineLabels: readonly [string, string]): void {
    const { doc } = this;
    this.heading(heading, 110);
    this.paragraph(issued);
    doc.y += 8;
    this.write('bold', SIZE.body, COLOR.ink, acknowledgement, MARGIN.left, doc.y, { width: this.width });
    const lineY = doc.y + 40;
    const dateWidth = 140;
    const signatureWidth = this.width - dateWidth - 30;
    doc.save().lineWidth(0.75).strokeColor(COLOR.ink)
      .moveTo(MARGIN.left, lineY).lineTo(MARGIN.left + signatureWidth, lineY)
      .moveTo(MARGIN.left + this.width - dateWidth, lineY).lineTo(MARGIN.left + this.width, lineY)
      .stroke().restore();
    this.write('regular', SIZE.label, COLOR.muted, lineLabels[0], MARGIN.left, lineY + 4, { width: signatureWidth });
    this.write('regular', SIZE.label, COLOR.muted, lineLabels[1], MARGIN.left + this.width - dateWidth, lineY + 4, { width: dateWidth });
    doc.y = lineY + 20;
  }

  /** Draws `footer(page, pages)` (1-based) at the foot of every page and returns the document's bytes. */
  async finish(footer: (page: number, pages: number) => string): Promise<Buffer> {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let page = start; page < start + count; page++) {
      doc.switchToPage(page);
      // Below the bottom margin pdfkit would start a new page for the text: none for the footer's line.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - FOOTER_FROM_BOTTOM;
      this.rule(y);
      const text = this.t(footer(page - start + 1, count));
      let size = SIZE.footer;
      this.use('regular', size, COLOR.muted);
      while (size > 4 && doc.widthOfString(text) > this.width) this.use('regular', (size -= 0.5), COLOR.muted);
      doc.text(text, MARGIN.left, y + 6, { width: this.width, align: 'center', lineBreak: false });
      doc.page.margins.bottom = MARGIN.bottom;
    }
    doc.end();
    await this.ended;
    return Buffer.concat(this.chunks);
  }
}

/** Whether an opened TrueType font (pdfkit's fontkit font, which it does not type) has a glyph for a code point. */
function glyphCheck(doc: PDFKit.PDFDocument): CanDraw {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } } })._font?.font;
  const has = font?.hasGlyphForCodePoint?.bind(font);
  return has ?? (() => true);
}
