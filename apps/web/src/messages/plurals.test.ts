import { describe, expect, it } from 'vitest';
import enInbox from './en/inbox.ts';
import enOperator from './en/operator-screens.ts';
import enOrders from './en/order-screens.ts';
import hiInbox from './hi/inbox.ts';
import hiOperator from './hi/operator-screens.ts';
import hiOrders from './hi/order-screens.ts';

// Counted messages follow each language's plural rules (Intl.PluralRules): English has one
// form for 1 only; Hindi treats 0 and 1 alike ("0 सेवा", "1 सेवा", "2 सेवाएँ").
const counts = [0, 1, 2, 1000];

describe('counted messages', () => {
  it('English: 1 is singular, 0 and more are plural', () => {
    expect(counts.map((n) => enOperator.list.count(n, String(n)))).toEqual([
      '0 services',
      '1 service',
      '2 services',
      '1000 services',
    ]);
    expect(counts.map(enOperator.users.applicationCount)).toEqual([
      '0 applications',
      '1 application',
      '2 applications',
      '1000 applications',
    ]);
    expect(counts.map(enInbox.total)).toEqual([
      '0 messages',
      '1 message',
      '2 messages',
      '1000 messages',
    ]);
    expect(counts.map(enOrders.admin.total)).toEqual([
      '0 orders',
      '1 order',
      '2 orders',
      '1000 orders',
    ]);
  });

  it('Hindi: 0 and 1 share the singular', () => {
    expect(counts.map((n) => hiOperator.list.count(n, String(n)))).toEqual([
      '0 सेवा',
      '1 सेवा',
      '2 सेवाएँ',
      '1000 सेवाएँ',
    ]);
    expect(hiOperator.list.count(100000, '1,00,000')).toBe('1,00,000 सेवाएँ');
    expect(counts.map(hiOperator.users.applicationCount)).toEqual([
      '0 आवेदन',
      '1 आवेदन',
      '2 आवेदन',
      '1000 आवेदन',
    ]);
    expect(hiInbox.total(1)).toBe('1 संदेश');
    expect(hiOrders.admin.total(0)).toBe('0 ऑर्डर');
  });
});
