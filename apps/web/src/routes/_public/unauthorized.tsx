import { Button } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { dashboardPathFor, useSession } from '../../lib/session.ts';
import { m } from '../../messages/index.ts';
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
    <StatusPage code="403" title={m.unauthorized.title} text={m.unauthorized.text}>
      <Button component={Link} to={dashboardPathFor(user?.role)}>
        {m.unauthorized.back}
      </Button>
    </StatusPage>
  );
}
