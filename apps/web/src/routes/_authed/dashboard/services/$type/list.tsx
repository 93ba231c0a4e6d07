import { serviceTypeOfFormSlug } from '@seva/schemas/service-types';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApplicationsList } from '../../../../../features/applications/ApplicationsList.tsx';

/** The per-type lists: /dashboard/services/{form word}/list (docs/product.md, Applications). */
export const Route = createFileRoute('/_authed/dashboard/services/$type/list')({
  beforeLoad: ({ params }) => {
    if (!serviceTypeOfFormSlug(params.type)) throw notFound();
  },
  component: function List() {
    const { type } = Route.useParams();
    const serviceType = serviceTypeOfFormSlug(type);
    // beforeLoad has checked the word.
    return serviceType ? <ApplicationsList serviceType={serviceType} /> : null;
  },
});
