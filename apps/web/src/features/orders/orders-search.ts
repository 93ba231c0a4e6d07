import { orderStatusSchema } from '@seva/schemas';
import { z } from 'zod';
import { compactSearch } from '../../lib/url-state.ts';

/**
 * The operators' Orders queue in the URL (docs/decisions/070, as the applications queue):
 * status, paid, search and the page (the stack of cursors that opened it), so Back from an
 * order returns to the same filtered page and a link can be shared. Anything unreadable is
 * dropped, never an error.
 */
export const ordersSearchSchema = z.object({
  status: orderStatusSchema.optional().catch(undefined),
  paid: z.enum(['paid', 'unpaid']).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  pages: z.array(z.string().min(1).max(300)).max(100).optional().catch(undefined),
});
export type OrdersSearch = z.infer<typeof ordersSearchSchema>;

export function parseOrdersSearch(raw: unknown): OrdersSearch {
  const parsed = ordersSearchSchema.safeParse(raw ?? {});
  return parsed.success ? compactSearch(parsed.data) : {};
}

/** The list's query input for this URL state (without the page). */
export function ordersListInput(search: OrdersSearch) {
  return {
    status: search.status,
    paid: search.paid === undefined ? undefined : search.paid === 'paid',
    search: search.q || undefined,
  };
}

export const isOrdersFiltered = (search: OrdersSearch) =>
  Boolean(search.status || search.paid || search.q);
