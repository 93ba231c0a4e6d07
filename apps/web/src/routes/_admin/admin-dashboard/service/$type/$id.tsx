import { createFileRoute } from '@tanstack/react-router';
import { ApplicationDetail } from '../../../../../features/admin/ApplicationDetail.tsx';
import { typeOfSlug } from '../../../../../features/admin/kinds.ts';
import { NotFound } from '../../../../../ui/NotFound.tsx';

/** /admin-dashboard/service/{detail word}/{id} (docs/product.md, Applications: the detail page). */
export const Route = createFileRoute('/_admin/admin-dashboard/service/$type/$id')({
  component: Detail,
});

// The slug is checked in the (lazy) component: route options stay in the entry chunk.
function Detail() {
  const { type, id } = Route.useParams();
  const serviceType = typeOfSlug(type);
  return serviceType ? <ApplicationDetail key={id} type={serviceType} id={id} /> : <NotFound />;
}
