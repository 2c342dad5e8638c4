// Text as the customer report draws it: one canonical form (for the fingerprint and the page alike), the
// characters a font can draw, and lines wrapped to a width (for the cells of the actions table, which pdfkit's own
// flowing text cannot split across pages).

/**
 * One form for text that reads the same: Unicode NFC (a composed and a decomposed "Ö" are one letter), line ends
 * as \n, and no control characters but \n (a tab is four spaces).
 */
export function canonicalText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '');
}

/** Plain stand-ins for typographic characters that have no plainer form in Unicode's decompositions. */
const SUBSTITUTES = new Map([
  ['\u2212', '-'], ['\u2010', '-'], ['\u2011', '-'], ['\u2012', '-'], ['\u2009', ' '], ['\u200a', ' '], ['\u202f', ' '], ['\u2007', ' '],
]);

/** Whether the current font has a glyph for a code point. */
export type CanDraw = (codePoint: number) => boolean;

/**
 * The text with each character the font cannot draw replaced: by its letters without their accents where the font
 * has those (Ł has none: '?'), else by '?'. Text is canonicalText first.
 */
export function drawableText(text: string, canDraw: CanDraw): string {
  let out = '';
  for (const char of canonicalText(text)) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint === 0x0a || canDraw(codePoint)) {
      out += char;
      continue;
    }
    const substitute = SUBSTITUTES.get(char);
    if (substitute && canDraw(substitute.codePointAt(0)!)) {
      out += substitute;
      continue;
    }
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += bare && [...bare].every((c) => canDraw(c.codePointAt(0)!)) ? bare : '?';
  }
  return out;
}

/** The code points WinAnsiEncoding has beyond Latin-1 (pdfkit's standard fonts draw these and Latin-1 only). */
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a,
  0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** What Helvetica (a standard PDF font, WinAnsiEncoding) can draw. */
export const winAnsi: CanDraw = (codePoint) =>
  (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRA.has(codePoint);

/**
 * `text` with every word wider than `width` cut into pieces that fit, on lines of their own; the rest as it was.
 * pdfkit wraps text itself, but cuts a word longer than a line one character at a time, measuring the word again
 * each time: a 20,000-character word took 20 s.
 */
export function breakLongWords(text: string, width: number, measure: (text: string) => number): string {
  return text.replace(/[^\s]{20,}/g, (word) => (measure(word) > width - 1 ? wrapLines(word, width, measure).join('\n') : word));
}

/**
 * `text` (drawable already) in lines of at most `width` as `measure` gives it: paragraphs at \n, words at spaces, a
 * word wider than a line cut where it must. Kerning across words is left out of the sums, so lines are kept a
 * point short.
 */
export function wrapLines(text: string, width: number, measure: (text: string) => number): string[] {
  const room = width - 1;
  const space = measure(' ');
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/)) {
      if (!word) continue;
      let wordWidth = measure(word);
      if (line && lineWidth + space + wordWidth <= room) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      // A word longer than a line (a serial list without spaces, 20,000 characters of one word): cut it.
      if (wordWidth > room) {
        for (let cut = fittingPrefix(rest, room, measure); cut < rest.length; cut = fittingPrefix(rest, room, measure)) {
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        wordWidth = measure(rest);
      }
      line = rest;
      lineWidth = wordWidth;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * How many UTF-16 units of `text` fit in `width` (at least one character), by bisection on code points. No
 * character of the sizes drawn is narrower than a point, so a line holds at most `width` of them.
 */
function fittingPrefix(text: string, width: number, measure: (text: string) => number): number {
  const chars = Array.from(text.slice(0, 2 * Math.ceil(width) + 2)).slice(0, Math.ceil(width) + 1);
  let [low, high] = [1, chars.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(chars.slice(0, middle).join('')) <= width) low = middle;
    else high = middle - 1;
  }
  return chars.slice(0, low).join('').length;
}
