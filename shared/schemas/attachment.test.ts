import { describe, expect, it } from 'vitest';
import { ATTACHMENT_NAME_MAX, ATTACHMENT_TYPE_NAMES, attachmentFileName } from './attachment.ts';

describe('attachmentFileName', () => {
  it('keeps a plain name, and the last segment of a path', () => {
    expect(attachmentFileName('Riss am Gehäuse.jpg')).toBe('Riss am Gehäuse.jpg');
    expect(attachmentFileName('C:\\Users\\anna\\crack.png')).toBe('crack.png');
    expect(attachmentFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops what text may not hold and folds white space', () => {
    expect(attachmentFileName('a\u0000b\u001b[31m.pdf')).toBe('ab[31m.pdf');
    expect(attachmentFileName('  two\tlines\r\nname.pdf  ')).toBe('two lines name.pdf');
    expect(attachmentFileName('lone \ud800 surrogate.pdf')).toBe('lone surrogate.pdf');
  });

  it('drops the bidirectional controls that make a name show otherwise than it is', () => {
    expect(attachmentFileName('invoice\u202efdp.exe')).toBe('invoicefdp.exe'); // shown as invoiceexe.pdf with it
    const every = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
    expect(attachmentFileName(`a${every}b.pdf`)).toBe('ab.pdf');
    expect(attachmentFileName(every, 'document.pdf')).toBe('document.pdf');
    expect(attachmentFileName('تقرير الفحص.pdf')).toBe('تقرير الفحص.pdf'); // right-to-left letters stay
  });

  it('cuts a long name to the limit, keeping its extension and whole characters', () => {
    const cut = attachmentFileName(`${'😀'.repeat(300)}.jpeg`);
    expect(Array.from(cut)).toHaveLength(ATTACHMENT_NAME_MAX);
    expect(cut.endsWith('😀.jpeg')).toBe(true);
  });

  it('falls back when nothing is left', () => {
    expect(attachmentFileName(' / ', 'photo.jpg')).toBe('photo.jpg');
    expect(attachmentFileName('')).toBe('attachment');
  });

  it('names the accepted types', () => {
    expect(ATTACHMENT_TYPE_NAMES).toBe('JPEG, PNG, WebP or PDF');
  });
});
