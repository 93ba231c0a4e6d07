import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../../features/admin/SettingsScreen.tsx';

/** docs/product.md, Operator review: the catalogue, the RTPS lists, storage space. */
export const Route = createFileRoute('/_admin/admin-dashboard/settings')({
  component: SettingsScreen,
});
