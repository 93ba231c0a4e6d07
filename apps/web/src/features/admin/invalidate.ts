import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

/** After a change to an application: its detail, the queue, the overview and the sidebar's counts. */
export function invalidateApplications(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries(trpc.applications.pathFilter()),
    queryClient.invalidateQueries(trpc.admin.list.pathFilter()),
    queryClient.invalidateQueries(trpc.admin.overview.pathFilter()),
    queryClient.invalidateQueries(trpc.admin.badges.pathFilter()),
  ]);
}
