import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/ThemeIcon.css';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ServiceType } from '@seva/schemas';
import {
  IconBriefcase,
  IconFileCertificate,
  IconId,
  type IconProps,
  IconReceiptTax,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { meQueryOptions } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { ma } from '../../messages/application-screens.ts';
import { toastError } from '../../ui/toasts.tsx';
import { formatRupees } from '../orders/format.ts';
import { formLink, formPath } from './paths.ts';

const t = ma.catalogue;
const BUY_NOW_DELAY_MS = 1000;

const icons: Record<ServiceType, { icon: ComponentType<IconProps>; color: string }> = {
  PanCard: { icon: IconId, color: 'blue' },
  RTPS: { icon: IconFileCertificate, color: 'teal' },
  JobCard: { icon: IconBriefcase, color: 'grape' },
  ITR: { icon: IconReceiptTax, color: 'orange' },
};

/** The citizen's catalogue: the four applications with price and Buy Now. */
export function ServicesCatalogue() {
  const services = useQuery(trpc.catalogue.applicationServices.queryOptions());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // With no signed-in user, /login (and back to the form after it); otherwise wait
  // one second, then open the form. Every Buy Now is disabled meanwhile. The session is asked
  // of the server, not the cache: it may have ended there (idle, logged out elsewhere).
  const buy = async (slug: string, serviceType: ServiceType) => {
    setLoading(slug);
    let signedIn: boolean;
    try {
      const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0, retry: false });
      signedIn = me.user !== null;
    } catch {
      toastError(t.navigationFailed);
      setLoading(undefined);
      return;
    }
    if (!signedIn) {
      const form = formPath(serviceType);
      await navigate({ to: '/login', search: { redirect: form } }).catch(() => {
        toastError(t.navigationFailed);
        setLoading(undefined);
      });
      return;
    }
    timer.current = setTimeout(() => {
      navigate(formLink(serviceType)).catch(() => {
        toastError(t.navigationFailed);
        setLoading(undefined);
      });
    }, BUY_NOW_DELAY_MS);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="available-services">
      <Title order={2} fz={{ base: 20, sm: 24 }} id="available-services">
        {t.title}
      </Title>
      {services.isError ? (
        <Alert color="red" role="alert">
          {t.loadFailed}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, xl: 4 }} spacing="sm">
        {(services.data ?? []).map((service) => {
          const serviceType = service.serviceType;
          if (!serviceType) return null;
          const { icon: Icon, color } = icons[serviceType];
          return (
            <Card key={service.slug} withBorder padding="md" data-testid="catalogue-card">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
                  <Icon size={26} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Title order={3} fz="md">
                    {service.title}
                  </Title>
                  <Text fw={700} c={color}>
                    {t.price(formatRupees(service.price), service.unit)}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="catalogue-days">
                    {t.days(service.days)}
                  </Text>
                </div>
              </Group>
              <Text size="sm" c="dimmed" mt="xs" style={{ flexGrow: 1 }}>
                {service.description}
              </Text>
              <Button
                mt="sm"
                fullWidth
                loading={loading === service.slug}
                disabled={loading !== undefined && loading !== service.slug}
                onClick={() => void buy(service.slug, serviceType)}
                aria-label={`${t.buyNow}: ${service.title}`}
              >
                {t.buyNow}
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
