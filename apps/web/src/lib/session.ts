import type { Role, SessionUser } from '@seva/schemas';
import { useQuery } from '@tanstack/react-query';
import { trpc } from './trpc.ts';

export function meQueryOptions() {
  return trpc.auth.me.queryOptions();
}

/** The signed-in user from `auth.me` (cached 5 min; guards fill the cache before pages render). */
export function useSession(): { user: SessionUser | null; isPending: boolean } {
  const query = useQuery(meQueryOptions());
  return { user: query.data?.user ?? null, isPending: query.isPending };
}

/** Where the navbar's Dashboard link and the 403/404 pages send a user of this role. */
export function dashboardPathFor(role: Role | undefined): '/admin-dashboard' | '/dashboard' {
  return role === 'admin' ? '/admin-dashboard' : '/dashboard';
}

/** After login an admin goes to /admin-dashboard, anyone else to /dashboard/services. */
export function landingPathFor(role: Role): '/admin-dashboard' | '/dashboard/services' {
  return role === 'admin' ? '/admin-dashboard' : '/dashboard/services';
}

export function initialOf(name: string | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}
