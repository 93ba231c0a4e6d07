import { serviceTypeOfFormSlug } from '@seva/schemas/service-types';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApplicationForm } from '../../../../../features/applications/ApplicationForm.tsx';

/** The forms: /dashboard/services/{form word} (docs/product.md, Applications). */
export const Route = createFileRoute('/_authed/dashboard/services/$type/')({
  beforeLoad: ({ params }) => {
    if (!serviceTypeOfFormSlug(params.type)) throw notFound();
  },
  component: function Form() {
    const { type } = Route.useParams();
    return <ApplicationForm slug={type} />;
  },
});
