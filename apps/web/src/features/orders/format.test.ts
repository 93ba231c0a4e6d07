import { describe, expect, it } from 'vitest';
import { formatRupees } from './format.ts';
import { adminOrderPath, orderFilePath, orderPath } from './paths.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(150)).toBe('₹150');
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(125000)).toBe('₹1,25,000');
  });

  it('writes what Intl writes for en-IN and hi-IN, fractions and rounding included', () => {
    const amounts = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      9999,
      10000,
      99999,
      100000,
      157.5,
      157.05,
      157.005,
      1.005,
      2.675,
      0.5,
      0.125,
      0.375,
      12345678,
      123456789.99,
      1000000000,
      -150,
      -125000.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      1e-7,
      -0.5,
      -1.005,
    ];
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(Math.random() * 10 ** (i % 12)) / 100);
    for (const locale of ['en-IN', 'hi-IN']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      for (const amount of amounts) expect(formatRupees(amount)).toBe(`₹${intl.format(amount)}`);
    }
    // Where Intl writes -0, rupees are just 0.
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatRupees(-0.001)).toBe('₹0');
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
