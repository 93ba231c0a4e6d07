import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { orderView } from '../../test/order-fixtures.ts';
import { inputByLabel, render, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { MarkPaid } from './MarkPaid.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const button = (root: ParentNode, label: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);

async function openDialog(view: Awaited<ReturnType<typeof render>>) {
  await act(async () => button(view.container, 'Mark as Paid')?.click());
  return waitFor(() => inputByLabel(document.body, 'Amount (₹)'));
}

describe('MarkPaid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it('prefills the whole amount, or what is left after a part payment', async () => {
    const unpaid = await render(<MarkPaid order={orderView({ amount: 60 })} schemas={undefined} />);
    expect((await openDialog(unpaid)).value).toBe('60');
    unpaid.unmount();

    const partPaid = orderView({
      amount: 60,
      payment: { amount: 1, method: 'cash', at: '2026-11-25T05:00:00.000Z' },
    });
    const view = await render(<MarkPaid order={partPaid} schemas={undefined} />);
    expect(view.container.querySelector('[data-testid="order-payment"]')?.textContent).toContain(
      '₹1',
    );
    expect((await openDialog(view)).value).toBe('59');
    view.unmount();
  });

  it('shows the server’s refusal of an amount over what is due in the dialog', async () => {
    const fetch = fakeTrpc({
      'admin.orders.markPaid': {
        error: { message: 'The amount is more than what is due (₹59)', status: 400 },
      },
    });
    const partPaid = orderView({
      amount: 60,
      payment: { amount: 1, method: 'cash', at: '2026-11-25T05:00:00.000Z' },
    });
    const view = await render(<MarkPaid order={partPaid} schemas={undefined} />);
    const amount = await openDialog(view);
    await act(async () => amount.form?.requestSubmit());
    const alert = await waitFor(() => {
      const found = document.body.querySelector('[role="alert"]');
      if (!found) throw new Error('no alert yet');
      return found;
    });
    expect(alert.textContent).toBe('The amount is more than what is due (₹59)');
    expect(callsOf(fetch).map((call) => call.path)).toEqual(['admin.orders.markPaid']);
    // httpBatchLink sends the batch's inputs by position.
    expect(callsOf(fetch)[0]?.body).toEqual({ 0: { id: 'o1', amount: 59, method: 'cash' } });
    view.unmount();
  });
});
