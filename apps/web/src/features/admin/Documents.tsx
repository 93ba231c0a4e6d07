import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { inlineUrl } from '../../lib/files.ts';
import { mo } from '../../messages/operator-screens.ts';
import { isImage } from '../applications/detail/documents.ts';
import type { LabelledDocument } from './detail-fields.ts';

const t = mo.detail;

/**
 * One attachment: an inline image, or a PDF placeholder, with Download (docs/product.md,
 * Applications: the detail page).
 */
function DocumentCard({ document }: { document: LabelledDocument }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="document-card">
      <Card.Section
        withBorder
        style={{
          height: 160,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'var(--mantine-color-default-hover)',
        }}
      >
        {isImage(document) ? (
          <Anchor href={inlineUrl(document.path)} target="_blank" rel="noopener" h="100%">
            <img
              src={inlineUrl(document.path)}
              alt={document.label}
              loading="lazy"
              style={{ height: '100%', maxWidth: '100%', objectFit: 'contain', display: 'block' }}
            />
          </Anchor>
        ) : (
          <Stack align="center" gap={4}>
            <IconFileTypePdf
              size={48}
              stroke={1.4}
              aria-hidden
              color="var(--mantine-color-red-6)"
            />
            <Text size="xs" c="dimmed">
              {t.pdfDocument}
            </Text>
          </Stack>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={500} size="sm" truncate title={document.originalName ?? document.label}>
          {document.label}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button
            component="a"
            href={document.path}
            download={document.originalName ?? undefined}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={t.downloadOf(document.label)}
          >
            {t.download}
          </Button>
          {isImage(document) ? null : (
            <ActionIcon
              component="a"
              href={inlineUrl(document.path)}
              target="_blank"
              rel="noopener"
              variant="subtle"
              size="md"
              aria-label={t.openOf(document.label)}
              title={t.open}
            >
              <IconExternalLink size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export function DocumentSection({
  title,
  documents,
  testId,
}: {
  title: string;
  documents: LabelledDocument[];
  testId?: string;
}) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {documents.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t.noDocuments}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {documents.map((document) => (
            <DocumentCard key={document._id} document={document} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
