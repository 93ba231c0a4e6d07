import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatRupees, type PublicProduct } from './catalogue.ts';

/**
 * What a product card says (the home carousel and /services): title, description, today's
 * price with its unit, and a link to the product's page. The card around it is the caller's.
 */
export function ProductSummary({
  product,
  headingOrder,
  linkLabel,
  clamp = false,
}: {
  product: PublicProduct;
  headingOrder: 2 | 3;
  linkLabel: string;
  /** One line of title and three of description, so a row of cards keeps one height. */
  clamp?: boolean;
}) {
  return (
    <Stack gap={6} h="100%">
      <Title order={headingOrder} fz="lg" lineClamp={clamp ? 1 : undefined}>
        {product.title}
      </Title>
      <Text c="dimmed" fz="sm" lineClamp={clamp ? 3 : undefined} style={{ flex: 1 }}>
        {product.description}
      </Text>
      <Group justify="space-between" wrap="nowrap" align="baseline">
        <Text fw={700} fz="xl" className="seva-price">
          {formatRupees(product.price)}{' '}
          <Text span c="dimmed" fz="sm" fw={400}>
            {product.unit}
          </Text>
        </Text>
        <Anchor component={Link} to={`/services/${product.slug}`} fw={600}>
          {linkLabel}
          <VisuallyHidden> {product.title}</VisuallyHidden>
        </Anchor>
      </Group>
    </Stack>
  );
}
