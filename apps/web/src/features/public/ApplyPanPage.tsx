import { Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { serviceTypeSlugs } from '@seva/schemas/service-types';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../../lib/session.ts';
import { mpp } from '../../messages/product-pages.ts';
import { applicationServicesQuery, formatRupees } from './catalogue.ts';
import { PublicPage } from './PublicPage.tsx';

const t = mpp.applyPan;
const FORM_SLUG = serviceTypeSlugs.PanCard.form;
const FORM = `/dashboard/services/${FORM_SLUG}`;

export function ApplyPanPage() {
  const services = useQuery(applicationServicesQuery());
  const pan = services.data?.find((service) => service.slug === 'apply-pan-card');
  const { user } = useSession();
  const navigate = useNavigate();
  const apply = () =>
    user
      ? navigate({ to: '/dashboard/services/$type', params: { type: FORM_SLUG } })
      : navigate({ to: '/login', search: { redirect: FORM } });
  return (
    <PublicPage meta={{ title: t.title, description: t.description }}>
      <Container size="sm" px="md" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t.title}
          </Title>
          <Text fz="lg">{t.intro}</Text>
          <Stack gap="xs" component="section">
            <Title order={2} fz={{ base: 20, sm: 22 }}>
              {t.needTitle}
            </Title>
            <List
              spacing={6}
              icon={<IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />}
            >
              {t.needs.map((need) => (
                <List.Item key={need}>{need}</List.Item>
              ))}
            </List>
          </Stack>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <div>
                <Text c="dimmed" fz="sm">
                  {t.priceTitle}
                </Text>
                <Text fw={800} fz={32} className="seva-price" data-testid="pan-price">
                  {pan ? formatRupees(pan.price) : '\u00a0'}{' '}
                  <Text span c="dimmed" fz="md" fw={400}>
                    {pan?.unit}
                  </Text>
                </Text>
              </div>
              <Button size="lg" onClick={() => void apply()}>
                {t.apply}
              </Button>
              {!user ? (
                <Text fz="sm" c="dimmed">
                  {t.loginFirst}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </PublicPage>
  );
}
