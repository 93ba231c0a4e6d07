import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApplicationForm } from '../../../../../features/applications/ApplicationForm.tsx';

const slugs = ['pan-card', 'rtps', 'job-card', 'itr'];

/** The four forms: /dashboard/services/{pan-card,rtps,job-card,itr} (seed §2). */
export const Route = createFileRoute('/_authed/dashboard/services/$type/')({
  beforeLoad: ({ params }) => {
    if (!slugs.includes(params.type)) throw notFound();
  },
  component: function Form() {
    const { type } = Route.useParams();
    return <ApplicationForm slug={type} />;
  },
});
