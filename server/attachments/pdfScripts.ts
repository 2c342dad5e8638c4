import { inflateSync } from 'node:zlib';

/**
 * The names under which a PDF carries JavaScript: a JavaScript action (/S /JavaScript, its code under /JS, run
 * when the document opens, a page shows or a field changes: /OpenAction, /AA) and the document's named scripts
 * (/Names << /JavaScript … >>). Chromium's PDF viewer runs them (app.alert, form calculations, this.submitForm
 * and the like), whatever Content-Security-Policy the response has: its PDF reader is not the page.
 */
const SCRIPT_NAMES = new Set(['JavaScript', 'JS']);
/** PDF names: a slash and the regular characters after it (PDF 32000-1, 7.3.5), latin1. */
const NAME = /\/([^\s/<>[\]()%{}]*)/g;
/** How much one object stream may inflate to: far above any real one, well below what would hurt. */
const MAX_OBJECT_STREAM_BYTES = 64 * 1024 * 1024;

export type PdfScriptCheck = 'script' | 'unreadable' | 'none';

/** A name as the reader sees it: `#xx` is the byte xx (/J#61vaScript is /JavaScript). */
const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function* names(text: string): Generator<{ name: string; index: number }> {
  for (const match of text.matchAll(NAME)) yield { name: decodeName(match[1]!), index: match.index };
}

const hasScriptName = (text: string) => {
  for (const { name } of names(text)) if (SCRIPT_NAMES.has(name)) return true;
  return false;
};

/**
 * Whether a PDF holds JavaScript: the names of its objects, as written and inside its object streams (/ObjStm, where
 * PDF 1.5 and later keep most dictionaries; compressed ones are inflated to be read). The data of other streams
 * (pages, images, fonts) is not read: it holds no objects, and its binary bytes would spell a name now and then.
 * 'unreadable' for an object stream that does not inflate (encrypted, another filter, a predictor): what it holds
 * cannot be known. A name in a comment or a dictionary's string counts too; such a rare file is refused for
 * nothing, which is safe.
 */
export function checkPdfScripts(data: Buffer): PdfScriptCheck {
  // Buffer.indexOf, not a regular expression over a string: a 20 MB file is skipped through in milliseconds, on
  // the thread that serves every request.
  const latin1 = (from: number, to: number) => data.toString('latin1', from, to);
  let cursor = 0;
  for (let at = data.indexOf('stream', 0, 'latin1'); at >= 0; at = data.indexOf('stream', at + 6, 'latin1')) {
    const eol = data[at + 6] === 0x0d ? at + 7 : at + 6;
    if (data[eol] !== 0x0a) continue;
    if (!/>>\s*$/.test(latin1(Math.max(cursor, at - 16), at))) continue; // 'endstream', or a word in a string
    const before = latin1(cursor, at);
    if (hasScriptName(before)) return 'script';
    const dictionary = [...names(before.slice(Math.max(0, before.lastIndexOf('obj'))))].map((found) => found.name);
    const end = data.indexOf('endstream', eol + 1, 'latin1');
    cursor = end < 0 ? data.length : end;
    if (dictionary.includes('ObjStm')) {
      const checked = objectStreamScripts(data.subarray(eol + 1, cursor), dictionary);
      if (checked !== 'none') return checked;
    }
    at = cursor;
  }
  return hasScriptName(latin1(cursor, data.length)) ? 'script' : 'none';
}

/** An object stream's objects, as stored or inflated (the one filter PDF writers use for them). */
function objectStreamScripts(stored: Buffer, dictionary: string[]): PdfScriptCheck {
  if (!dictionary.includes('Filter')) return hasScriptName(stored.toString('latin1')) ? 'script' : 'none';
  const filters = dictionary.filter((name) => name.endsWith('Decode') || name === 'Fl');
  if (filters.some((filter) => filter !== 'FlateDecode') || dictionary.includes('DecodeParms')) return 'unreadable';
  let inflated: Buffer;
  try {
    inflated = inflateSync(stored, { maxOutputLength: MAX_OBJECT_STREAM_BYTES });
  } catch {
    return 'unreadable';
  }
  return hasScriptName(inflated.toString('latin1')) ? 'script' : 'none';
}
