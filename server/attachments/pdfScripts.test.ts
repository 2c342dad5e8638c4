import crypto from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdfScripts } from './pdfScripts.ts';

/** A PDF of these objects (numbered from 1), as writers lay them out. */
const pdf = (...objects: (string | Buffer)[]) => Buffer.concat([
  Buffer.from('%PDF-1.5\n'),
  ...objects.flatMap((object, i) => [Buffer.from(`${i + 1} 0 obj `), Buffer.from(object as never), Buffer.from(' endobj\n')]),
  Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
]);
/** An object stream holding `objects`, compressed as writers compress them unless `filter` says otherwise. */
const objectStream = (objects: string, filter: string | null = '/FlateDecode') => {
  const stored = filter === '/FlateDecode' ? deflateSync(Buffer.from(objects)) : Buffer.from(objects);
  return Buffer.concat([Buffer.from(`<< /Type /ObjStm /N 1 /First 4${filter ? ` /Filter ${filter}` : ''} /Length ${stored.length} >>\nstream\n`), stored, Buffer.from('\nendstream')]);
};

describe('checkPdfScripts', () => {
  it('finds a script run when the document opens, named in the document, or in a field', () => {
    expect(checkPdfScripts(pdf('<< /Type /Catalog /OpenAction 2 0 R >>', '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'))).toBe('script');
    expect(checkPdfScripts(pdf('<< /Type /Catalog /Names << /JavaScript 2 0 R >> >>', '<< /Names [(a) 3 0 R] >>'))).toBe('script');
    expect(checkPdfScripts(pdf('<< /FT /Tx /AA << /K << /S /JavaScript /JS 3 0 R >> >> >>'))).toBe('script');
  });

  it('finds it under escaped names and inside compressed or plain object streams', () => {
    expect(checkPdfScripts(pdf('<< /OpenAction << /S /J#61vaScript /J#53 (x) >> >>'))).toBe('script');
    expect(checkPdfScripts(pdf('<< /Type /Catalog >>', objectStream('3 0 << /S /JavaScript /JS (app.alert(1)) >>')))).toBe('script');
    expect(checkPdfScripts(pdf('<< /Type /Catalog >>', objectStream('3 0 << /JS (x) >>', null)))).toBe('script');
  });

  it('cannot read an object stream that does not inflate, or under another filter', () => {
    expect(checkPdfScripts(pdf(objectStream('3 0 << >>', '/LZWDecode')))).toBe('unreadable');
    const encrypted = Buffer.concat([Buffer.from('<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n'), crypto.randomBytes(200), Buffer.from('\nendstream')]);
    expect(checkPdfScripts(pdf(encrypted))).toBe('unreadable');
  });

  it("passes a document without scripts, whatever its other streams' bytes spell", () => {
    expect(checkPdfScripts(pdf('<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', objectStream('4 0 << /Type /Font >>')))).toBe('none');
    const image = Buffer.concat([Buffer.from('<< /Subtype /Image /Length 9 >>\nstream\n'), Buffer.from('/JS /JavaScript '.repeat(1000)), Buffer.from('\nendstream')]);
    expect(checkPdfScripts(pdf('<< /Type /Catalog >>', image))).toBe('none');
  });
});
