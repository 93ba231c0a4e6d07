import { Button } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { dashboardPathFor, useSession } from '../../lib/session.ts';
import { mac } from '../../messages/account-screens.ts';
import { StatusPage } from '../../ui/StatusPage.tsx';

export const Route = createFileRoute('/_public/unauthorized')({
  component: UnauthorizedPage,
});

/**
 * The access-denied page. An admin is sent to the admin dashboard, where /dashboard would loop
 * back.
 */
function UnauthorizedPage() {
  const { user } = useSession();
  return (
    <StatusPage code="403" title={mac.unauthorized.title} text={mac.unauthorized.text}>
      <Button component={Link} to={dashboardPathFor(user?.role)}>
        {mac.unauthorized.back}
      </Button>
    </StatusPage>
  );
}
