import type { ServiceType } from '@seva/schemas';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApplicationsList } from '../../../../../features/applications/ApplicationsList.tsx';

const types: Record<string, ServiceType> = {
  'pan-card': 'PanCard',
  rtps: 'RTPS',
  'job-card': 'JobCard',
  itr: 'ITR',
};

/** The per-type lists: /dashboard/services/{pan-card,rtps,job-card,itr}/list (seed §2). */
export const Route = createFileRoute('/_authed/dashboard/services/$type/list')({
  beforeLoad: ({ params }) => {
    if (!Object.hasOwn(types, params.type)) throw notFound();
  },
  component: function List() {
    const { type } = Route.useParams();
    return <ApplicationsList serviceType={types[type] ?? 'PanCard'} />;
  },
});
