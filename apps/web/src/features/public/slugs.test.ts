import { orderMessages } from '@seva/schemas';
import { describe, expect, it } from 'vitest';
import { mi } from '../../messages/information-pages.ts';
import { mpp } from '../../messages/product-pages.ts';
import { INFO_PAGES } from './slugs.ts';

describe('the public routes’ slug tables', () => {
  it('say what the server says of a product off sale', () => {
    expect(mpp.product.unavailable).toBe(orderMessages.inactive);
  });

  it('have a text for every information page, dated April 7, 2025', () => {
    expect(Object.keys(mi.pages).sort()).toEqual([...INFO_PAGES].sort());
    expect(mi.updated).toContain('April 7, 2025');
  });

  it('state the refund facts of the refund policy', () => {
    const refunds = JSON.stringify(mi.pages.refunds);
    expect(refunds).toContain('non-refundable');
    expect(refunds).toContain('payment was deducted but the service did not start');
    expect(refunds).toContain('duplicate payment');
    expect(refunds).toContain('within 7 days');
    expect(refunds).toContain('7-10 business days');
    expect(JSON.stringify(mi.pages.terms)).toContain('Payments are non-refundable');
    expect(JSON.stringify(mi.pages.about)).toContain(
      'Users receive a softcopy of the processed documents on their dashboard',
    );
  });
});
