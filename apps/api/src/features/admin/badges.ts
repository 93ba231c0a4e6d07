import type { OperatorBadges } from '@seva/schemas';
import type { Services } from '../../services.ts';

/**
 * The counts beside the operator's sidebar links (docs/decisions/072), from each domain's own
 * service: overdue applications (added up from the promised-date tallies, decision 071),
 * unpaid orders and unhandled contact messages (index counts). Polled every 8 s by each
 * operator's screen, so each is one cheap statement.
 */
export async function operatorBadgesOf(admin: Services['admin']): Promise<OperatorBadges> {
  return {
    overdue: await admin.queue.overdueTotal(),
    unpaidOrders: await admin.orders.unpaidCount(),
    unhandledMessages: await admin.inbox.unhandledCount(),
  };
}
