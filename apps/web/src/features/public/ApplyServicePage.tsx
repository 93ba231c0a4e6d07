import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ServiceType } from '@seva/schemas';
import { serviceTypeOfFormSlug, serviceTypeSlugs } from '@seva/schemas/service-types';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../../lib/session.ts';
import { mpp } from '../../messages/product-pages.ts';
import { NotFound } from '../../ui/NotFound.tsx';
import { applicationServicesQuery, formatRupees } from './catalogue.ts';
import { PublicPage } from './PublicPage.tsx';
import { ServiceNeeds } from './ServiceNeeds.tsx';

const t = mpp.apply;

/** /apply/{kind}: an application's public page, or the not-found page for another word. */
export function ApplyServiceRoute({ kind }: { kind: string }) {
  const type = serviceTypeOfFormSlug(kind);
  return type ? <ApplyServicePage type={type} /> : <NotFound />;
}

export function ApplyServicePage({ type }: { type: ServiceType }) {
  const text = t.kinds[type];
  const formSlug = serviceTypeSlugs[type].form;
  const services = useQuery(applicationServicesQuery());
  const service = services.data?.find((entry) => entry.serviceType === type);
  const { user } = useSession();
  const navigate = useNavigate();
  const apply = () =>
    user
      ? navigate({ to: '/dashboard/services/$type', params: { type: formSlug } })
      : navigate({ to: '/login', search: { redirect: `/dashboard/services/${formSlug}` } });
  return (
    <PublicPage meta={{ title: text.title, description: text.description }}>
      <Container size="sm" px="md" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {text.title}
          </Title>
          <Text fz="lg">{text.intro}</Text>
          <ServiceNeeds type={type} headingOrder={2} />
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <div>
                <Text c="dimmed" fz="sm">
                  {t.priceTitle}
                </Text>
                <Text fw={800} fz={32} className="seva-price" data-testid="apply-price">
                  {service ? formatRupees(service.price) : '\u00a0'}{' '}
                  <Text span c="dimmed" fz="md" fw={400}>
                    {service?.unit}
                  </Text>
                </Text>
                <Text data-testid="apply-days">
                  {service ? t.usualTime(service.days) : '\u00a0'}
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
