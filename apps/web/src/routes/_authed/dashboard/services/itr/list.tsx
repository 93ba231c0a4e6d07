import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../../../messages/index.ts';
import { ComingSoon } from '../../../../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/_authed/dashboard/services/itr/list')({
  component: () => <ComingSoon title={m.dashboard.itrList} />,
});
