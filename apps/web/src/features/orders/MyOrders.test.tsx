import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { orderView } from '../../test/order-fixtures.ts';
import { render, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { MyOrders } from './MyOrders.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const button = (name: string) =>
  [...document.body.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  );

describe('MyOrders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it('lists the orders; only a pending one can be cancelled, after a confirm', async () => {
    const pending = orderView();
    const done = orderView({
      _id: 'o2',
      reference: 'SEVA-2026-000124',
      status: 'completed',
      paid: true,
      amount: 125000,
    });
    const fetch = fakeTrpc({
      'orders.mine': { data: { data: [pending, done] } },
      'orders.cancel': {
        data: {
          message: 'Order cancelled successfully',
          order: { ...pending, status: 'cancelled' },
        },
      },
    });
    const view = await render(<MyOrders />);
    await waitFor(() =>
      expect(view.container.querySelectorAll('[data-testid="order-row"]')).toHaveLength(2),
    );
    const rows = [...view.container.querySelectorAll('[data-testid="order-row"]')];
    expect(rows[0]?.textContent).toContain('SEVA-2026-000123');
    expect(rows[0]?.textContent).toContain('₹300');
    expect(rows[0]?.textContent).toContain('Not paid');
    expect(rows[1]?.textContent).toContain('₹1,25,000');
    expect(rows[1]?.textContent).toContain('Paid');
    expect(button('Cancel order SEVA-2026-000124')).toBeUndefined();

    await act(async () => button('Cancel order SEVA-2026-000123')?.click());
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        'Are you sure you want to cancel order SEVA-2026-000123?',
      ),
    );
    expect(callsOf(fetch).some((call) => call.path === 'orders.cancel')).toBe(false);
    const dialog = document.body.querySelector('[role="dialog"]');
    const confirm = [...(dialog?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent?.trim() === 'Cancel Order',
    );
    await act(async () => confirm?.click());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Order cancelled successfully'));
    const cancel = callsOf(fetch).find((call) => call.path === 'orders.cancel');
    expect(cancel?.body).toEqual({ 0: { id: 'o1' } });
    view.unmount();
  });

  it('says so when there are none', async () => {
    fakeTrpc({ 'orders.mine': { data: { data: [] } } });
    const view = await render(<MyOrders />);
    await waitFor(() =>
      expect(view.container.textContent).toContain('You have not placed any orders yet.'),
    );
    view.unmount();
  });
});
