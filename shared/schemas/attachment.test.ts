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
