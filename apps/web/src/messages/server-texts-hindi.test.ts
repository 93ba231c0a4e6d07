import '@seva/schemas/hi';
import { lockerMessages, mobileLoginMessages, orderMessages } from '@seva/schemas';
import { translateText } from '@seva/schemas/texts';
import { describe, expect, it } from 'vitest';
import englishMobileLogin from './en/mobile-login.ts';
import hindiLocker from './hi/locker.ts';
import hindiMobileLogin from './hi/mobile-login.ts';
import hindiOrders from './hi/order-screens.ts';
import hindiPublic from './hi/product-pages.ts';

// Texts the web shows itself and the server also sends must read the same in Hindi too, or a
// screen would say one thing and its toast another.
const hindi = (english: string) => translateText(english, 'hi');

describe('the Hindi catalogues say what the server says in Hindi', () => {
  it('for orders', () => {
    expect(hindiOrders.server.placed).toBe(hindi(orderMessages.placed));
    expect(hindiOrders.server.cancelled).toBe(hindi(orderMessages.cancelled));
    expect(hindiOrders.server.notFound).toBe(hindi(orderMessages.notFound));
    expect(hindiOrders.server.paid).toBe(hindi(orderMessages.paid));
    expect(hindiOrders.admin.notPayable).toBe(hindi(orderMessages.cancelledNotPaid));
    expect(hindiPublic.product.unavailable).toBe(hindi(orderMessages.inactive));
  });

  it('for the document locker', () => {
    for (const key of Object.keys(hindiLocker.seed) as Array<keyof typeof hindiLocker.seed>) {
      const english = (lockerMessages as Record<string, unknown>)[key];
      if (typeof english === 'string') expect(hindiLocker.seed[key], key).toBe(hindi(english));
    }
  });

  it('for mobile login (the screen says it when the server cannot be asked)', () => {
    expect(englishMobileLogin.code.smsUnavailable).toBe(mobileLoginMessages.smsUnavailable);
    expect(hindiMobileLogin.code.smsUnavailable).toBe(hindi(mobileLoginMessages.smsUnavailable));
  });
});
