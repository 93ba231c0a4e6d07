import { describe, expect, it } from 'vitest';
import { fakeTrpc } from '../test/fake-trpc.ts';
import { render, waitFor } from '../test/render.tsx';
import { AdminSidebar } from './AdminSidebar.tsx';

const operator = {
  _id: 'op1',
  name: 'Asha',
  email: 'asha@example.test',
  role: 'admin' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const linkNames = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((a) =>
    // The accessible name: the text a screen reader reads, aria-hidden parts left out.
    [...a.querySelectorAll('*')]
      .filter((node) => node.children.length === 0 && !node.closest('[aria-hidden="true"]'))
      .map((node) => node.textContent)
      .join('')
      .trim(),
  );

describe('the operator’s sidebar counts (docs/decisions/072)', () => {
  it('shows each count beside its link and reads it out in words', async () => {
    const fetch = fakeTrpc({
      'admin.badges': { data: { overdue: 3, unpaidOrders: 1250, unhandledMessages: 0 } },
    });
    const view = await render(<AdminSidebar user={operator} onNavigate={() => {}} />);
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="badge-overdue"]')?.textContent).toBe('3'),
    );
    expect(view.container.querySelector('[data-testid="badge-unpaid"]')?.textContent).toBe('1,250');
    // Nothing to do: no badge at all, not a zero.
    expect(view.container.querySelector('[data-testid="badge-unhandled"]')).toBeNull();
    const names = linkNames(view.container);
    expect(names).toContain('Services, 3 overdue');
    expect(names).toContain('Orders, 1,250 unpaid');
    expect(names).toContain('Inbox');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('admin.badges'))).toBe(true);
    view.unmount();
  });
});
