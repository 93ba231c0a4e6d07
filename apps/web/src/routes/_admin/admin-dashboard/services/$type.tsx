import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsList } from '../../../../features/admin/ApplicationsList.tsx';
import { typeOfSlug } from '../../../../features/admin/kinds.ts';
import { NotFound } from '../../../../ui/NotFound.tsx';

/** Per-type lists: /admin-dashboard/services/{detail word} (docs/product.md, Operator review). */
export const Route = createFileRoute('/_admin/admin-dashboard/services/$type')({
  component: TypeList,
});

// The slug is checked in the (lazy) component, not in beforeLoad: route options stay in the
// entry chunk, and the /login budget has no room for the type table.
function TypeList() {
  const { type } = Route.useParams();
  const serviceType = typeOfSlug(type);
  return serviceType ? <ApplicationsList key={serviceType} type={serviceType} /> : <NotFound />;
}
