import { describe, expect, it } from 'vitest';
import { formatFileSize, refusalOf, uploadErrorText } from './attachmentFiles.ts';

describe('attachment files', () => {
  it('refuses what the server would refuse anyway, before sending it', () => {
    expect(refusalOf({ size: 20 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('Larger than 20 MB');
    expect(refusalOf({ size: 1000, type: 'image/heic' })).toBe('Not a JPEG, PNG, WebP or PDF file');
    expect(refusalOf({ size: 20 * 1024 * 1024, type: 'application/pdf' })).toBeNull();
    expect(refusalOf({ size: 1000, type: '' })).toBeNull(); // unknown to the browser: the server decides by content
  });

  it('shows sizes and server messages as people read them', () => {
    expect([formatFileSize(512), formatFileSize(38_000), formatFileSize(2.44 * 1024 * 1024), formatFileSize(2 * 1024 * 1024), formatFileSize(15.6 * 1024 * 1024)])
      .toEqual(['512 B', '37 KB', '2.4 MB', '2 MB', '16 MB']);
    expect(uploadErrorText('files: the file is larger than 20 MB')).toBe('The file is larger than 20 MB');
    expect(uploadErrorText('Issue 5 not found')).toBe('Issue 5 not found');
  });
});
