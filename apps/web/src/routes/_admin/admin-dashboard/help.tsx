import { createFileRoute } from '@tanstack/react-router';
import { OperatorHelp } from '../../../features/admin/OperatorHelp.tsx';

/** Help for operators, behind the sidebar's Support link (docs/decisions/070). */
export const Route = createFileRoute('/_admin/admin-dashboard/help')({
  component: OperatorHelp,
});
