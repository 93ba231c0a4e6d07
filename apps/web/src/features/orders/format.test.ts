import { describe, expect, it } from 'vitest';
import { formatRupees } from './format.ts';
import { adminOrderPath, orderFilePath, orderPath } from './paths.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(150)).toBe('₹150');
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(125000)).toBe('₹1,25,000');
  });

  it('groups the same way in Hindi, with the usual digits (docs/product.md, Languages)', () => {
    expect(formatRupees(100000, 'hi-IN')).toBe('₹1,00,000');
    expect(formatRupees(12345678, 'hi-IN')).toBe('₹1,23,45,678');
    expect(formatRupees(157.5, 'hi-IN')).toBe('₹157.5');
  });
});

describe('order paths', () => {
  it('builds the pages and the authorised file route', () => {
    expect(orderPath('abc')).toBe('/dashboard/orders/abc');
    expect(orderPath('abc', { placed: true })).toBe('/dashboard/orders/abc?placed=1');
    expect(adminOrderPath('a/b')).toBe('/admin-dashboard/orders/a%2Fb');
    expect(orderFilePath('o1', 'f1')).toBe('/api/orders/o1/files/f1/download');
    expect(orderFilePath('o1', 'f1', { inline: true })).toBe(
      '/api/orders/o1/files/f1/download?inline=1',
    );
  });
});
