import { createFileRoute } from '@tanstack/react-router';
import { MyOrders } from '../../../../features/orders/MyOrders.tsx';
import { OrderPage } from '../../../../features/orders/OrderPage.tsx';

/**
 * My Orders (/dashboard/orders) and an order's page (/dashboard/orders/{id}; `?placed=1` after
 * 'Buy Now' shows the confirmation banner). One route with an optional id, not two: route
 * options are in the entry chunk, and /login's budget is tight (decision 011).
 */
export const Route = createFileRoute('/_authed/dashboard/orders/{-$orderId}')({
  validateSearch: (search: Record<string, unknown>): { placed?: 1 } =>
    search.placed ? { placed: 1 } : {},
  component: Orders,
});

function Orders() {
  const { orderId } = Route.useParams();
  const { placed } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!orderId) return <MyOrders />;
  return (
    <OrderPage
      key={orderId}
      id={orderId}
      placed={Boolean(placed)}
      onBannerClose={() => void navigate({ search: {}, replace: true })}
    />
  );
}
