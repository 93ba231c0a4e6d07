import '@mantine/core/styles/Grid.css';
import { Alert, Anchor, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProductSlug } from '@seva/schemas';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { mpp } from '../../messages/product-pages.ts';
import { OrderForm } from '../orders/OrderForm.tsx';
import { formatRupees, productsQuery } from './catalogue.ts';
import { PublicPage } from './PublicPage.tsx';

const t = mpp.product;

/**
 * A product page (docs/product.md, Orders and the catalogue): title, description, today's price,
 * its order form.
 */
export function ProductPage({ slug }: { slug: ProductSlug }) {
  const products = useQuery(productsQuery());
  const product = products.data?.find((item) => item.slug === slug);
  const price = product ? formatRupees(product.price) : '';
  const title = product?.title ?? '';
  return (
    <PublicPage
      meta={{
        title,
        description: product ? t.description(product.title, price, product.unit) : '',
      }}
    >
      <Container size="lg" px="md" py={{ base: 'md', sm: 40 }}>
        <Stack gap="lg">
          <Anchor component={Link} to="/services" fz="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t.back}
            </Group>
          </Anchor>
          {products.isError ? (
            <Alert color="red" role="alert">
              {mpp.services.loadFailed}
            </Alert>
          ) : null}
          {products.isSuccess && !product ? (
            <Alert color="yellow" role="alert">
              {t.unavailable}
            </Alert>
          ) : null}
          {product ? (
            <Grid gap={{ base: 'md', md: 'xl' }}>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="md">
                  <Title order={1} fz={{ base: 28, sm: 36 }}>
                    {title}
                  </Title>
                  <Text fz="lg">{product.description}</Text>
                  <Paper withBorder p="md" radius="md">
                    <Text c="dimmed" fz="sm">
                      {t.price}
                    </Text>
                    <Text fw={800} fz={32} className="seva-price" data-testid="product-price">
                      {price}{' '}
                      <Text span c="dimmed" fz="md" fw={400}>
                        {product.unit}
                      </Text>
                    </Text>
                  </Paper>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <OrderForm slug={slug} price={product.price} />
              </Grid.Col>
            </Grid>
          ) : null}
        </Stack>
      </Container>
    </PublicPage>
  );
}
