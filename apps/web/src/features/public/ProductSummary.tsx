import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
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
        {/* Named with the product ('View service A4 Paper'), its visible words first (WCAG
            2.5.3); a label rather than hidden text, which would cost the home page a chunk. */}
        <Anchor
          component={Link}
          to={`/services/${product.slug}`}
          fw={600}
          aria-label={`${linkLabel} ${product.title}`}
        >
          {linkLabel}
        </Anchor>
      </Group>
    </Stack>
  );
}
