import { describe, expect, it } from 'vitest';
import { flatten, fromCsv, hindiSource, rowsOf, toCsv } from './csv.ts';

const english = {
  title: 'Orders',
  months: ['Jan', 'Feb'],
  list: { total: (total: number) => `${total} ${total === 1 ? 'order' : 'orders'}` },
  quote: 'Say "hi", then\nleave',
} as const;

describe('the translators’ CSV', () => {
  it('flattens texts, messages (as source) and list entries under dotted keys', () => {
    const flat = flatten(english);
    expect([...flat.keys()]).toEqual(['title', 'months.0', 'months.1', 'list.total', 'quote']);
    expect(flat.get('list.total')?.kind).toBe('message');
    expect(flat.get('list.total')?.value).toContain('=>');
  });

  it('round-trips quotes, commas, new lines and Devanagari, with a byte-order mark', () => {
    const rows = rowsOf('orders', english, { ...english, title: 'ऑर्डर, "सभी"' });
    const csv = toCsv(rows);
    expect(csv.startsWith('\uFEFFcatalogue,key,kind,english,hindi\r\n')).toBe(true);
    expect(fromCsv(csv)).toEqual(rows);
  });

  it('refuses a file that is not ours', () => {
    expect(() => fromCsv('a,b\n1,2\n')).toThrow(/first line/);
    expect(() => fromCsv('catalogue,key,kind,english,hindi\nx,y,"open')).toThrow(/not closed/);
  });

  it('writes a Hindi catalogue in the English shape, and refuses gaps and inventions', () => {
    const rows = rowsOf('orders', english, {
      title: 'ऑर्डर',
      months: ['जन॰', 'फ़र॰'],
      list: { total: (total: number) => `${total} ऑर्डर` },
      quote: '"नमस्ते" कहें',
    });
    const source = hindiSource('orders', 'hiOrders', english, rows);
    expect(source).toContain("import type english from '../en/orders.ts';");
    expect(source).toContain('title: "ऑर्डर"');
    expect(source).toContain('months: ["जन॰", "फ़र॰"]');
    expect(source).toContain('satisfies Translation<typeof english>');
    expect(source).toContain('export default hiOrders;');

    const gap = rows.map((row) => (row.key === 'quote' ? { ...row, hindi: '' } : row));
    expect(() => hindiSource('orders', 'hiOrders', english, gap)).toThrow(/quote has no Hindi/);
    const invented = [...rows, { ...rows[0], key: 'extra' } as (typeof rows)[number]];
    expect(() => hindiSource('orders', 'hiOrders', english, invented)).toThrow(/extra is not/);
    const broken = rows.map((row) => (row.key === 'list.total' ? { ...row, hindi: 'ऑर्डर' } : row));
    expect(() => hindiSource('orders', 'hiOrders', english, broken)).toThrow(/must stay a message/);
  });
});
