import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/auth/ProfilePage.tsx';

/** /dashboard shows the profile, as /dashboard/profile does. */
export const Route = createFileRoute('/_authed/dashboard/')({
  component: ProfilePage,
});
