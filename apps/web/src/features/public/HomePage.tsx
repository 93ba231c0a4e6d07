import { Box, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { mp } from '../../messages/public-pages.ts';
import { ContactForm } from './ContactForm.tsx';
import { PublicPage } from './PublicPage.tsx';
import { ServicesCarousel } from './ServicesCarousel.tsx';

const t = mp.home;

/**
 * Home (docs/product.md, Public site): hero, services carousel, about section, contact form,
 * footer.
 */
export function HomePage() {
  return (
    <PublicPage meta={{ title: t.title, description: t.description }}>
      <Box className="seva-hero">
        <Container size="lg" px="md" py={{ base: 40, sm: 80 }}>
          <Stack gap="lg" maw={720}>
            <Title order={1} fz={{ base: 32, sm: 52 }} lh={1.15}>
              {t.heroTitle}
            </Title>
            <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed">
              {t.heroText}
            </Text>
            <Group gap="sm">
              <Button size="lg" component={Link} to="/services">
                {t.browseServices}
              </Button>
              <Button size="lg" variant="default" component={Link} to="/how-it-works">
                {t.howItWorks}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" px="md" py={{ base: 32, sm: 56 }}>
        <ServicesCarousel />
      </Container>
      <Container size="lg" px="md" py={{ base: 32, sm: 56 }}>
        <div className="seva-home-columns">
          <Stack gap="md" component="section" aria-labelledby="about-title">
            <Title order={2} fz={{ base: 24, sm: 30 }} id="about-title">
              {t.aboutTitle}
            </Title>
            <Text>{t.aboutText}</Text>
            <List
              spacing={8}
              icon={<IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />}
            >
              {t.aboutPoints.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
            <Button variant="subtle" component={Link} to="/about" w="fit-content" px={0}>
              {t.aboutMore}
            </Button>
          </Stack>
          <Stack gap="md" component="section" aria-labelledby="contact-title">
            <Title order={2} fz={{ base: 24, sm: 30 }} id="contact-title">
              {mp.contact.title}
            </Title>
            <Text c="dimmed">{mp.contact.intro}</Text>
            <ContactForm />
          </Stack>
        </div>
      </Container>
    </PublicPage>
  );
}
