import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

/**
 * After any change to an order: the citizen's list and page and the operators' queue and page.
 */
export function invalidateOrders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries(trpc.orders.pathFilter()),
    queryClient.invalidateQueries(trpc.admin.orders.pathFilter()),
    // The sidebar's unpaid count (docs/decisions/072).
    queryClient.invalidateQueries(trpc.admin.badges.pathFilter()),
  ]);
}
