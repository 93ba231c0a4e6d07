import { describe, expect, it } from 'vitest';
import { extraKey } from './SendBackDialog.tsx';

describe('extraKey (the key of a named extra document)', () => {
  it('is made of the name’s ASCII words, never one already taken', () => {
    expect(extraKey('Income proof', ['photo'])).toBe('income-proof');
    expect(extraKey('Income proof', ['income-proof'])).toBe('income-proof-1');
    expect(extraKey('  Ration Card (front & back) ', [])).toBe('ration-card-front-back');
  });

  it('falls back to document-N for a name without ASCII letters first (a Hindi name)', () => {
    expect(extraKey('आय प्रमाण पत्र', [])).toBe('document-1');
    expect(extraKey('आय प्रमाण पत्र', ['document-1'])).toBe('document-2');
    expect(extraKey('2024 receipt', [])).toBe('document-1');
  });

  it('always gives a key the server accepts', () => {
    const pattern = /^[A-Za-z][A-Za-z0-9_-]{1,39}$/;
    for (const label of ['x', 'A very long name for a document that goes on and on', 'é', '—']) {
      expect(extraKey(label, [])).toMatch(pattern);
    }
  });
});
