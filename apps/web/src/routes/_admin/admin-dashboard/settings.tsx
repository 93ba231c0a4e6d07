import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../../features/admin/SettingsScreen.tsx';

/** PRODUCT 1, 3, 7: the product catalogue and the RTPS reference lists. */
export const Route = createFileRoute('/_admin/admin-dashboard/settings')({
  component: SettingsScreen,
});
