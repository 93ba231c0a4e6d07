import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { serviceTypeSlugs, serviceTypes } from '@seva/schemas/service-types';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import {
  applicationServicesQuery,
  formatRupees,
  productsQuery,
} from '../../../features/public/catalogue.ts';
import { ProductSummary } from '../../../features/public/ProductSummary.tsx';
import { PublicPage } from '../../../features/public/PublicPage.tsx';
import { mpp } from '../../../messages/product-pages.ts';

export const Route = createFileRoute('/_public/services/')({
  component: ServicesPage,
});

const t = mpp.services;

/**
 * docs/product.md, Orders and the catalogue: every product on sale, with today's price and unit
 * from the catalogue.
 */
function ServicesPage() {
  const products = useQuery(productsQuery());
  const applications = useQuery(applicationServicesQuery());
  return (
    <PublicPage meta={{ title: t.title, description: t.description }}>
      <Container size="lg" px="md" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {t.title}
            </Title>
            <Text c="dimmed">{t.intro}</Text>
          </Stack>
          {products.isError ? (
            <Alert color="red" role="alert">
              {t.loadFailed}
            </Alert>
          ) : null}
          {products.data?.length === 0 ? <Text>{t.empty}</Text> : null}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" p={0} m={0}>
            {(products.data ?? []).map((product) => (
              <Card
                key={product.slug}
                component="li"
                withBorder
                padding="md"
                style={{ listStyle: 'none' }}
                data-testid="product-card"
              >
                <ProductSummary product={product} headingOrder={2} linkLabel={t.order} />
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder padding="md" bg="var(--mantine-color-default-hover)">
            <Stack gap={4}>
              <Title order={2} fz="lg">
                {t.applyTitle}
              </Title>
              <Text fz="sm">{t.applyText}</Text>
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {serviceTypes.map((type) => {
                  // One price for each application, the fee its page and form show
                  // (docs/product.md, The paper trail and Orders and the catalogue).
                  const fee = applications.data?.find((entry) => entry.serviceType === type);
                  return (
                    <li key={type} data-testid="apply-link">
                      <Anchor
                        component={Link}
                        to={`/apply/${serviceTypeSlugs[type].form}`}
                        fw={600}
                      >
                        {mpp.apply.kinds[type].title}
                      </Anchor>
                      {fee ? <Text span>{` · ${formatRupees(fee.price)}`}</Text> : null}
                    </li>
                  );
                })}
              </Stack>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </PublicPage>
  );
}
