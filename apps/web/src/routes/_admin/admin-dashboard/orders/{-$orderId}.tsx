import { createFileRoute } from '@tanstack/react-router';
import { AdminOrderPage } from '../../../../features/orders/AdminOrderPage.tsx';
import { AdminOrders } from '../../../../features/orders/AdminOrders.tsx';

/**
 * docs/product.md, Orders: the operators' Orders queue (/admin-dashboard/orders) and an order
 * (/admin-dashboard/orders/{id}). One route with an optional id: see decision 011.
 */
export const Route = createFileRoute('/_admin/admin-dashboard/orders/{-$orderId}')({
  // The queue's state (status, paid, search, page) is passed on raw and parsed with Zod in the
  // lazy list code (features/orders/orders-search.ts, docs/decisions/070).
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  component: Orders,
});

function Orders() {
  const { orderId } = Route.useParams();
  return orderId ? <AdminOrderPage key={orderId} id={orderId} /> : <AdminOrders />;
}
