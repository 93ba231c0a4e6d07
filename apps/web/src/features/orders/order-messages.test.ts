import { orderMessages } from '@seva/schemas';
import { describe, expect, it } from 'vitest';
import { mos } from '../../messages/order-screens.ts';

describe('order screen texts', () => {
  it('say what the server says', () => {
    expect(mos.server.placed).toBe(orderMessages.placed);
    expect(mos.server.cancelled).toBe(orderMessages.cancelled);
    expect(mos.server.notFound).toBe(orderMessages.notFound);
    expect(mos.server.paid).toBe(orderMessages.paid);
    expect(mos.admin.notPayable).toBe(orderMessages.cancelledNotPaid);
  });
});
