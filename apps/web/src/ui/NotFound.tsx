import { Button, Group } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { dashboardPathFor, useSession } from '../lib/session.ts';
import { m } from '../messages/index.ts';
import { StatusPage } from './StatusPage.tsx';

/** The not-found page, with a way back and a way to the dashboard. */
export function NotFound() {
  const router = useRouter();
  const { user } = useSession();
  const goBack = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/' });
  };
  return (
    <StatusPage code="404" title={m.notFound.title} text={m.notFound.text}>
      <Group justify="center" gap="sm">
        <Button variant="default" onClick={goBack}>
          {m.notFound.back}
        </Button>
        <Button component={Link} to={dashboardPathFor(user?.role)}>
          {m.notFound.dashboard}
        </Button>
      </Group>
    </StatusPage>
  );
}
