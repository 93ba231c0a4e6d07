import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-types.ts';

describe('cleanFileName', () => {
  it.each([
    ['invoice.pdf.exe', 'application/pdf', 'invoice.pdf.exe.pdf'],
    ['report.html', 'application/pdf', 'report.html.pdf'],
    ['scan.png', 'image/jpeg', 'scan.jpg'],
    ['scan.PDF', 'image/png', 'scan.png'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['PHOTO.JPG', 'image/jpeg', 'PHOTO.JPG'],
    ['sign.webp', 'image/webp', 'sign.webp'],
    ['noextension', 'image/webp', 'noextension.webp'],
    ['trailing dots.exe. . ', 'application/pdf', 'trailing dots.exe.pdf'],
    ['', 'application/pdf', 'document.pdf'],
    ['.png', 'image/png', 'document.png'],
    [undefined, 'image/jpeg', 'document.jpg'],
  ] as const)('%j of a %s is named %j', (raw, type, expected) => {
    expect(cleanFileName(raw, type)).toBe(expected);
  });

  it('removes bidirectional overrides, isolates, marks and other control characters', () => {
    // "invoice‮fdp.exe" shows as "invoiceexe.pdf" in a right-to-left override.
    expect(cleanFileName('invoice\u202efdp.exe', 'application/pdf')).toBe('invoicefdp.exe.pdf');
    const hidden = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
      '\u0000',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u00ad',
      '\ufeff',
      '\u2028',
      '\u2029',
      '\u2060',
    ];
    const cleaned = cleanFileName(`a${hidden.join('')}b.png`, 'image/png');
    expect(cleaned).toBe('ab.png');
  });

  it('keeps Devanagari with its joiners, and keeps the honest extension when shortening', () => {
    expect(cleanFileName('क्\u200dष फोटो.png', 'image/png')).toBe('क्\u200dष फोटो.png');
    const long = cleanFileName(`${'x'.repeat(300)}.exe`, 'application/pdf');
    expect(long).toHaveLength(120);
    expect(long.endsWith('x.pdf')).toBe(true);
  });
});
