import { describe, expect, it } from 'vitest';
import { withLanguage } from './language.ts';
import { formatRupees } from './money.ts';

describe('formatRupees', () => {
  it('groups the Indian way in both languages, with the usual digits', () => {
    expect(formatRupees(100000, 'hi')).toBe('₹1,00,000');
    expect(formatRupees(100000, 'en')).toBe('₹1,00,000');
    expect(formatRupees(157)).toBe('₹157');
  });

  it("follows the request's language when not told", () => {
    expect(withLanguage('hi', () => formatRupees(1234567))).toBe('₹12,34,567');
  });
});
