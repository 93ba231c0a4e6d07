import { List, Stack, Title } from '@mantine/core';
import type { ServiceType } from '@seva/schemas';
import { IconCheck } from '@tabler/icons-react';
import { mpp } from '../../messages/product-pages.ts';

/**
 * What an application needs, on the public page and again on top of the form, with a heading
 * of the given level.
 */
export function ServiceNeeds({ type, headingOrder }: { type: ServiceType; headingOrder: 2 | 3 }) {
  return (
    <Stack gap="xs" component="section" data-testid="service-needs">
      <Title order={headingOrder} fz={headingOrder === 2 ? { base: 20, sm: 22 } : 'md'}>
        {mpp.apply.needTitle}
      </Title>
      <List
        spacing={6}
        icon={<IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />}
      >
        {mpp.apply.kinds[type].needs.map((need) => (
          <List.Item key={need}>{need}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
