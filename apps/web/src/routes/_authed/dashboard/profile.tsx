import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/auth/ProfilePage.tsx';

export const Route = createFileRoute('/_authed/dashboard/profile')({
  component: ProfilePage,
});
