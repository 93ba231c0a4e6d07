import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { render, waitFor } from '../../test/render.tsx';
import { toastSuccess } from '../../ui/toasts.tsx';
import { ApplicationsList } from './ApplicationsList.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

function panRow(id: string, reference: string, status: 'pending' | 'in_progress') {
  return {
    _id: id,
    referenceNumber: reference,
    serviceType: 'PanCard',
    status,
    applicantName: 'Sunita Devi',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    comments: [],
    specificService: { fullName: 'Sunita Devi', aadharNumber: 'XXXX XXXX 0124' },
  };
}

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find(
    (button) => button.getAttribute('aria-label') === name || button.textContent === name,
  );

describe('ApplicationsList withdrawal (docs/product.md 51)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastSuccess).mockClear();
  });

  it('offers delete only on pending rows; delete all names and removes only those', async () => {
    const fetch = fakeTrpc({
      'applications.mine': {
        data: [
          panRow('p1', 'SEVA-2026-000001', 'pending'),
          panRow('w1', 'SEVA-2026-000002', 'in_progress'),
        ],
      },
      'applications.delete': { data: { message: 'Service deleted successfully' } },
    });
    const view = await render(<ApplicationsList serviceType="PanCard" />);
    await waitFor(() =>
      expect(buttonNamed(view.container, 'Delete SEVA-2026-000001')).toBeTruthy(),
    );
    expect(buttonNamed(view.container, 'Delete SEVA-2026-000002')).toBeUndefined();

    const all = buttonNamed(view.container, 'Delete All PanCard Services');
    await act(async () => all?.click());
    const dialog = await waitFor(() => {
      const found = document.querySelector('[role="dialog"]');
      if (!found) throw new Error('no dialog yet');
      return found;
    });
    expect(dialog.textContent).toContain('Delete the 1 pending PAN card application?');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete this service? This action cannot be undone.',
    );
    await act(async () => buttonNamed(dialog, 'Delete')?.click());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalled());
    expect(vi.mocked(toastSuccess).mock.calls[0]?.[0]).toBe(
      'Pending applications deleted. 1 application stays: the centre has taken it up or been paid.',
    );
    const deletes = callsOf(fetch).filter((call) => call.path === 'applications.delete');
    expect(deletes).toHaveLength(1);
    expect(JSON.stringify(deletes[0]?.body)).toContain('p1');
    expect(JSON.stringify(deletes[0]?.body)).not.toContain('w1');
    view.unmount();
  });
});
