import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { dashboardPathFor, useSession } from '../../features/auth/session.ts';
import { m } from '../../messages/index.ts';

export const Route = createFileRoute('/_public/')({
  component: HomePage,
});

/** A simple landing for now; the full home page (carousel, about, contact) is a later issue. */
function HomePage() {
  const { user } = useSession();
  return (
    <Container size="md" py={{ base: 48, sm: 96 }} px="md">
      <Stack align="center" ta="center" gap="lg">
        <Title order={1} fz={{ base: 44, sm: 64 }} c="indigo">
          {m.home.heroTitle}
        </Title>
        <Text fz={{ base: 'lg', sm: 'xl' }} fw={600}>
          {m.tagline}
        </Text>
        <Text c="dimmed" maw={560}>
          {m.home.heroText}
        </Text>
        <Group justify="center" gap="sm">
          <Button size="lg" component={Link} to="/services">
            {m.home.browseServices}
          </Button>
          {user ? (
            <Button size="lg" variant="default" component={Link} to={dashboardPathFor(user.role)}>
              {m.nav.dashboard}
            </Button>
          ) : (
            <Button size="lg" variant="default" component={Link} to="/login">
              {m.nav.loginSignup}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
