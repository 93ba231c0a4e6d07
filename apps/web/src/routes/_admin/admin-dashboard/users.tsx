import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '../../../features/admin/UsersScreen.tsx';

/**
 * docs/product.md, Accounts: roles and guards. Accounts, their application counts, role and
 * disable/enable.
 */
export const Route = createFileRoute('/_admin/admin-dashboard/users')({
  component: UsersScreen,
});
