// The customer report's typeface. Names of customers and stations can be written in any script (Łódź, Ströbeck,
// Энерго), and pdfkit's built-in Helvetica draws WinAnsi only, so the report embeds DejaVu Sans (Debian's
// fonts-dejavu-core: Latin, Greek, Cyrillic and more; not CJK). When its files are missing or broken, the report
// is still made, in Helvetica, with the characters Helvetica cannot draw replaced (reportText.ts drawableText).
import { readFile } from 'node:fs/promises';

export interface ReportFontFiles { regular: string; bold: string }

export const DEJAVU_SANS: ReportFontFiles = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};

/** The TrueType files' bytes, or null when either cannot be read (pdfkit then draws in Helvetica). */
export interface ReportFontData { regular: Buffer; bold: Buffer }

const loaded = new Map<string, ReportFontData>();

/** The font files' bytes, read once per process (a failed read is tried again next time); null when unreadable. */
export async function loadReportFonts(files: ReportFontFiles = DEJAVU_SANS): Promise<ReportFontData | null> {
  const key = `${files.regular}\n${files.bold}`;
  const known = loaded.get(key);
  if (known) return known;
  try {
    const [regular, bold] = await Promise.all([readFile(files.regular), readFile(files.bold)]);
    const data = { regular, bold };
    loaded.set(key, data);
    return data;
  } catch {
    return null;
  }
}
