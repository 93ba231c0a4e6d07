import type { Role, SessionUser } from '@seva/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { Trpc } from '../../lib/trpc.ts';
import { m } from '../../messages/index.ts';
import { toastError } from '../../ui/toasts.tsx';

interface GuardArgs {
  context: { queryClient: QueryClient; trpc: Trpc };
  location: ParsedLocation;
  /** True when the router loads ahead on hover: redirect quietly, the user did not click yet. */
  preload: boolean;
}

/**
 * The route guard (docs/product.md, Accounts: roles and guards), for `beforeLoad`: no user →
 * /login?redirect=<asked-for path>; a role not in `roles` → /unauthorized. The server checks again
 * on every call.
 */
export async function requireRole(
  { context, location, preload }: GuardArgs,
  roles: readonly Role[],
): Promise<{ user: SessionUser }> {
  const { user } = await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions());
  if (!user) {
    if (!preload) toastError(m.guard.pleaseLogIn);
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
  if (!roles.includes(user.role)) {
    if (!preload) toastError(m.guard.notAuthorized);
    throw redirect({ to: '/unauthorized' });
  }
  return { user };
}
