import { describe, expect, it } from 'vitest';
import { fakeTrpc } from '../../test/fake-trpc.ts';
import { render } from '../../test/render.tsx';
import { AdminSidebar } from '../../ui/AdminSidebar.tsx';
import { OperatorHelp } from './OperatorHelp.tsx';

describe('Help for operators', () => {
  it('gives the admin command, backups, the key file, rotate-key and who to call', async () => {
    const view = await render(<OperatorHelp />);
    const text = view.container.textContent ?? '';
    expect(view.container.querySelector('h1')?.textContent).toBe('Help for operators');
    for (const part of [
      'cli create-admin',
      'cli backup --to',
      'cli restore --from',
      'cli rotate-key',
      'The key file',
      'Who to call',
    ]) {
      expect(text).toContain(part);
    }
    view.unmount();
  });

  it("the sidebar's Support link leads there, not to the public contact form", async () => {
    fakeTrpc({ 'admin.badges': { data: { overdue: 0, unpaidOrders: 0, unhandledMessages: 0 } } });
    const view = await render(
      <AdminSidebar
        user={{
          _id: 'op1',
          name: 'Asha',
          email: 'asha@example.test',
          role: 'admin',
          createdAt: '2026-11-01T00:00:00.000Z',
        }}
        onNavigate={() => {}}
      />,
    );
    const support = [...view.container.querySelectorAll('a')].find(
      (a) => a.textContent?.trim() === 'Support',
    );
    expect(support?.getAttribute('href')).toBe('/admin-dashboard/help');
    view.unmount();
  });
});
