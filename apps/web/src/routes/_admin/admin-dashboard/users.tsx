import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../messages/index.ts';
import { ComingSoon } from '../../../ui/ComingSoon.tsx';

export const Route = createFileRoute('/_admin/admin-dashboard/users')({
  component: () => <ComingSoon title={m.admin.users} />,
});
