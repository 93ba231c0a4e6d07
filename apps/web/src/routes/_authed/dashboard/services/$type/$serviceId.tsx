import type { ServiceType } from '@seva/schemas';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApplicationDetail } from '../../../../../features/applications/ApplicationDetail.tsx';

const types: Record<string, ServiceType> = {
  pan: 'PanCard',
  rtps: 'RTPS',
  'job-card': 'JobCard',
  itr: 'ITR',
};

/**
 * The detail pages the e-mails link to: /dashboard/services/{pan,rtps,job-card,itr}/{id}.
 * One parameterised route per screen kind (form, list, detail) rather than one per type: every
 * route adds to the entry chunk, and /login's budget is tight.
 */
export const Route = createFileRoute('/_authed/dashboard/services/$type/$serviceId')({
  beforeLoad: ({ params }) => {
    if (!Object.hasOwn(types, params.type)) throw notFound();
  },
  component: function Detail() {
    const { type, serviceId } = Route.useParams();
    return <ApplicationDetail id={serviceId} serviceType={types[type] ?? 'PanCard'} />;
  },
});
