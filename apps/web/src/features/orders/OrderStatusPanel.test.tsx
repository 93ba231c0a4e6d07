import { orderTransitions } from '@seva/schemas';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { render, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { OrderStatusPanel } from './OrderStatusPanel.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const order = { _id: 'o1', reference: 'SEVA-2026-000123' };
const labels = (root: HTMLElement) =>
  [...root.querySelectorAll('button')].map((b) => b.textContent?.trim());

describe('OrderStatusPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it("offers the server's moves only; none before the table has loaded", async () => {
    const pending = await render(
      <OrderStatusPanel order={{ ...order, status: 'pending' }} transitions={orderTransitions} />,
    );
    expect(labels(pending.container)).toEqual(['Mark as In Progress', 'Cancel Order']);
    pending.unmount();
    const working = await render(
      <OrderStatusPanel
        order={{ ...order, status: 'in_progress' }}
        transitions={orderTransitions}
      />,
    );
    expect(labels(working.container)).toEqual(['Mark as Completed', 'Cancel Order']);
    working.unmount();
    const done = await render(
      <OrderStatusPanel order={{ ...order, status: 'completed' }} transitions={orderTransitions} />,
    );
    expect(labels(done.container)).toEqual([]);
    expect(done.container.textContent).toContain('This order is closed');
    done.unmount();
    const loading = await render(
      <OrderStatusPanel order={{ ...order, status: 'pending' }} transitions={undefined} />,
    );
    expect(labels(loading.container)).toEqual([]);
    loading.unmount();
  });

  it('asks before cancelling and shows the server refusal', async () => {
    const fetch = fakeTrpc({
      'admin.orders.setStatus': {
        error: { message: 'Cannot change status from Completed to Cancelled', status: 409 },
      },
    });
    const view = await render(
      <OrderStatusPanel order={{ ...order, status: 'pending' }} transitions={orderTransitions} />,
    );
    const cancel = [...view.container.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Cancel Order',
    );
    await act(async () => cancel?.click());
    await waitFor(() =>
      expect(document.body.textContent).toContain('Cancel order SEVA-2026-000123?'),
    );
    expect(fetch).not.toHaveBeenCalled();
    const confirm = [
      ...(document.body.querySelector('[role="dialog"]')?.querySelectorAll('button') ?? []),
    ].find((b) => b.textContent?.trim() === 'Cancel Order');
    await act(async () => confirm?.click());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Cannot change status from Completed to Cancelled'),
    );
    expect(callsOf(fetch)[0]).toEqual({
      path: 'admin.orders.setStatus',
      body: { 0: { id: 'o1', status: 'cancelled' } },
    });
    view.unmount();
  });

  it('asks before marking an order as completed', async () => {
    const fetch = fakeTrpc({ 'admin.orders.setStatus': { data: { message: 'Done' } } });
    const view = await render(
      <OrderStatusPanel
        order={{ ...order, status: 'in_progress' }}
        transitions={orderTransitions}
      />,
    );
    const complete = [...view.container.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Mark as Completed',
    );
    await act(async () => complete?.click());
    await waitFor(() => expect(document.body.textContent).toContain('Mark as Completed?'));
    expect(fetch).not.toHaveBeenCalled();
    const confirm = [
      ...(document.body.querySelector('[role="dialog"]')?.querySelectorAll('button') ?? []),
    ].find((b) => b.textContent?.trim() === 'Yes, mark as completed');
    await act(async () => confirm?.click());
    await waitFor(() =>
      expect(callsOf(fetch)[0]).toEqual({
        path: 'admin.orders.setStatus',
        body: { 0: { id: 'o1', status: 'completed' } },
      }),
    );
    view.unmount();
  });
});
