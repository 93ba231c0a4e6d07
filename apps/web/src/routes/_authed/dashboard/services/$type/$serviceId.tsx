import { serviceTypeOfDetailSlug } from '@seva/schemas/service-types';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApplicationDetail } from '../../../../../features/applications/ApplicationDetail.tsx';

/**
 * The detail pages the e-mails link to: /dashboard/services/{detail word}/{id}.
 * One parameterised route per screen kind (form, list, detail) rather than one per type: every
 * route adds to the entry chunk, and /login's budget is tight.
 */
export const Route = createFileRoute('/_authed/dashboard/services/$type/$serviceId')({
  beforeLoad: ({ params }) => {
    if (!serviceTypeOfDetailSlug(params.type)) throw notFound();
  },
  // An e-mail's deep link on a slow phone: the application is asked for while the screen's code
  // is still loading, not after (issue 16 item 5). Not awaited: the screen shows its own
  // loading and error states.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      context.trpc.applications.byId.queryOptions({ id: params.serviceId }),
    );
  },
  component: function Detail() {
    const { type, serviceId } = Route.useParams();
    const serviceType = serviceTypeOfDetailSlug(type);
    // beforeLoad has checked the word.
    return serviceType ? <ApplicationDetail id={serviceId} serviceType={serviceType} /> : null;
  },
});
