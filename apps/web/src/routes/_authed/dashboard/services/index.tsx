import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../../messages/index.ts';
import { ComingSoon } from '../../../../ui/ComingSoon.tsx';

/** Placeholder: the next issue fills My Services (filters, table, delete). */
export const Route = createFileRoute('/_authed/dashboard/services/')({
  component: () => <ComingSoon title={m.dashboard.myServices} />,
});
