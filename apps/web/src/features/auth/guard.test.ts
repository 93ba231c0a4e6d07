import type { SessionUser } from '@seva/schemas';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Trpc } from '../../lib/trpc.ts';
import { toastError } from '../../ui/toasts.tsx';
import { requireRole } from './guard.ts';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const citizen: SessionUser = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function args(user: SessionUser | null, preload = false) {
  const me = vi.fn(async () => ({ user }));
  const trpc = {
    auth: {
      me: { queryOptions: () => ({ queryKey: [['auth', 'me'], { type: 'query' }], queryFn: me }) },
    },
  } as unknown as Trpc;
  const location = { href: '/dashboard/profile?tab=1' } as ParsedLocation;
  return { me, value: { context: { queryClient: new QueryClient(), trpc }, location, preload } };
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a redirect');
}

describe('requireRole', () => {
  beforeEach(() => vi.mocked(toastError).mockClear());

  it('lets an allowed role through and hands the user on', async () => {
    const { value } = args(citizen);
    await expect(requireRole(value, ['user'])).resolves.toEqual({ user: citizen });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to /login with the page to return to', async () => {
    const { value } = args(null);
    const error = await thrown(requireRole(value, ['user']));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: unknown }).options).toMatchObject({
      to: '/login',
      search: { redirect: '/dashboard/profile?tab=1' },
    });
    expect(toastError).toHaveBeenCalledWith('Please log in to access this page');
  });

  it('sends a wrong role to /unauthorized', async () => {
    const { value } = args(citizen);
    const error = await thrown(requireRole(value, ['admin']));
    expect((error as { options: unknown }).options).toMatchObject({ to: '/unauthorized' });
    expect(toastError).toHaveBeenCalledWith('You are not authorized to access this page');
  });

  it('stays quiet while preloading on hover', async () => {
    const { value } = args(null, true);
    await thrown(requireRole(value, ['user']));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('asks the server once and then uses the cache', async () => {
    const { value, me } = args(citizen);
    await requireRole(value, ['user']);
    await requireRole(value, ['user']);
    expect(me).toHaveBeenCalledTimes(1);
  });
});
