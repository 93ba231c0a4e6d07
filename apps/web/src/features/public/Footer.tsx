import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { mp } from '../../messages/public-pages.ts';

const t = mp.footer;

/** The information and policy pages, on every public page but the sign-in forms. */
export function Footer() {
  return (
    <footer className="seva-footer">
      <Container size="lg" px="md" py="lg">
        <Stack gap="sm">
          <Group component="nav" aria-label={t.label} gap="md">
            {t.links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="dimmed" fz="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Text fz="sm" c="dimmed">
            {t.tagline} {t.rights(new Date().getFullYear())}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
