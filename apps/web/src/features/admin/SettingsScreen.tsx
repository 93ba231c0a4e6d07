import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { UpdateProductInput } from '@seva/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { mo } from '../../messages/operator-screens.ts';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
import { formatRupees } from '../orders/format.ts';
import { CentreDetails, FeeSettings } from './FeeSettings.tsx';
import { OutboxSection } from './OutboxSection.tsx';
import { ProductEditor } from './ProductEditor.tsx';
import { RetentionSetting } from './RetentionSetting.tsx';
import { RtpsCodes } from './RtpsCodes.tsx';
import { StorageQuota } from './StorageQuota.tsx';

const t = mo.settings;

export function SettingsScreen() {
  const queryClient = useQueryClient();
  const query = useQuery(trpc.admin.settings.queryOptions());
  const fees = useQuery(trpc.admin.feeSettings.queryOptions());
  const [editing, setEditing] = useState<UpdateProductInput>();
  // The catalogue and the RTPS options feed the citizens' screens: refresh them all.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.settings.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.feeSettings.pathFilter()),
      queryClient.invalidateQueries(trpc.catalogue.pathFilter()),
    ]);

  if (query.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t.loading}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {t.loadFailed}
      </Alert>
    );
  }
  const { products, blocks, registrationTypes, storageQuotaMb } = query.data;

  return (
    <Stack gap="lg">
      <ScreenTitle>{t.title}</ScreenTitle>
      <Paper withBorder radius="md" p="md" component="section" aria-label={t.products}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t.products}
          </Title>
          <Text size="sm" c="dimmed">
            {t.productsHint}
          </Text>
          <Table verticalSpacing="xs" highlightOnHover aria-label={t.products}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.productTitle}</Table.Th>
                <Table.Th ta="right">{t.price}</Table.Th>
                <Table.Th visibleFrom="sm">{t.unit}</Table.Th>
                <Table.Th visibleFrom="sm">{t.active}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t.edit}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((product) => (
                <Table.Tr key={product.slug} data-slug={product.slug}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {product.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1} visibleFrom="md">
                      {product.description}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" data-testid="product-price">
                    {formatRupees(product.price)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{product.unit}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Badge size="sm" variant="light" color={product.active ? 'green' : 'gray'}>
                      {product.active ? t.active : t.inactive}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t.editOf(product.title)}
                      onClick={() =>
                        setEditing({
                          slug: product.slug,
                          title: product.title,
                          description: product.description,
                          price: product.price,
                          unit: product.unit,
                          titleHi: product.titleHi ?? '',
                          descriptionHi: product.descriptionHi ?? '',
                          unitHi: product.unitHi ?? '',
                          active: product.active,
                        })
                      }
                    >
                      {t.edit}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
      {fees.data ? (
        <>
          <FeeSettings settings={fees.data} onSaved={refresh} />
          <CentreDetails centre={fees.data.centre} onSaved={refresh} />
        </>
      ) : fees.isError ? (
        <Alert color="red" role="alert">
          {t.loadFailed}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RtpsCodes kind="block" title={t.blocks} codes={blocks} onSaved={refresh} />
        <RtpsCodes
          kind="registrationType"
          title={t.registrationTypes}
          codes={registrationTypes}
          onSaved={refresh}
        />
      </SimpleGrid>
      <StorageQuota storageQuotaMb={storageQuotaMb} onSaved={refresh} />
      <RetentionSetting />
      <OutboxSection />
      <ProductEditor
        product={editing}
        priceIsFee={products.some(
          (product) => product.slug === editing?.slug && product.kind === 'application',
        )}
        onClose={() => setEditing(undefined)}
        onSaved={refresh}
      />
    </Stack>
  );
}
