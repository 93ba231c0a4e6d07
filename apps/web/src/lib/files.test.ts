import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, formatFileSize, isPdf, typeOf } from './files.ts';

const rule = { types: ['image/jpeg', 'image/png'], typeMessage: 'wrong type' };
const MAX = 5_242_880;

describe('formatFileSize', () => {
  it('uses bytes, KB and MB', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(MAX)).toBe('5 MB');
    expect(formatFileSize(1_300_000)).toBe('1.24 MB');
  });
});

describe('checkFile', () => {
  it('accepts an allowed type within the limit', () => {
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: MAX }, rule, MAX, 'big')).toBe(
      undefined,
    );
  });
  it('rejects a wrong type before the size', () => {
    expect(
      checkFile({ name: 'a.pdf', type: 'application/pdf', size: MAX + 1 }, rule, MAX, 'big'),
    ).toBe('wrong type');
  });
  it('rejects a file over 5 MB', () => {
    expect(checkFile({ name: 'a.png', type: 'image/png', size: MAX + 1 }, rule, MAX, 'big')).toBe(
      'big',
    );
  });
  it('falls back to the extension when the browser gives no type', () => {
    expect(typeOf({ name: 'SCAN.JPEG', type: '' })).toBe('image/jpeg');
    expect(typeOf({ name: 'scan.docx', type: '' })).toBe(undefined);
    expect(checkFile({ name: 'x.PNG', type: '', size: 10 }, rule, MAX, 'big')).toBe(undefined);
  });
});

describe('acceptAttribute', () => {
  it('lists types and extensions', () => {
    expect(acceptAttribute(['image/jpeg', 'application/pdf'])).toBe(
      'image/jpeg,application/pdf,.jpg,.jpeg,.pdf',
    );
  });
});

describe('isPdf', () => {
  it('reads the content type or the name', () => {
    expect(isPdf({ contentType: 'application/pdf' })).toBe(true);
    expect(isPdf({ contentType: null, originalName: 'x.PDF' })).toBe(true);
    expect(isPdf({ contentType: 'image/png', originalName: 'x.png' })).toBe(false);
  });
});
