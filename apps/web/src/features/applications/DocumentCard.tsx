import './applications.css';
import { Button, Card, Center, Group, Stack, Text } from '@mantine/core';
import type { AttachmentView } from '@seva/schemas';
import { IconDownload, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/dates.ts';
import { formatFileSize, inlineUrl, isPdf } from '../../lib/files.ts';
import { ma } from '../../messages/application-screens.ts';

const t = ma.detail;

export type { AttachmentView };

export function documentLabel(documentType: string): string {
  return ma.documentTypes[documentType] ?? documentType;
}

export function DownloadButton({
  document,
  label = t.download,
}: {
  document: AttachmentView;
  label?: string;
}) {
  return (
    <Button
      component="a"
      href={document.path}
      download={document.originalName}
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={`${label}: ${document.originalName}`}
    >
      {label}
    </Button>
  );
}

export function ViewButton({
  document,
  label = t.view,
}: {
  document: AttachmentView;
  label?: string;
}) {
  return (
    <Button
      component="a"
      href={inlineUrl(document.path)}
      target="_blank"
      rel="noopener"
      size="xs"
      variant="default"
      leftSection={<IconExternalLink size={14} aria-hidden />}
      aria-label={`${label}: ${document.originalName}`}
    >
      {label}
    </Button>
  );
}

/** One attachment: an image shown inline, a PDF as a placeholder card, and actions. */
export function DocumentCard({ document }: { document: AttachmentView }) {
  const label = documentLabel(document.documentType);
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="document-card"
      data-document-type={document.documentType}
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        {isPdf(document) ? (
          <Center h={120} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            <Stack align="center" gap={4}>
              <IconFileTypePdf size={40} aria-hidden color="var(--mantine-color-red-6)" />
              <Text size="xs" c="dimmed">
                {t.pdfDocument}
              </Text>
            </Stack>
          </Center>
        ) : (
          <img
            src={inlineUrl(document.path)}
            alt={label}
            loading="lazy"
            className="seva-doc-image"
          />
        )}
        <div style={{ minWidth: 0 }}>
          <Text size="xs" truncate="end">
            {document.originalName}
          </Text>
          <Text size="xs" c="dimmed">
            {formatFileSize(document.size)} · {formatDateTime(document.createdAt)}
          </Text>
        </div>
        <Group gap="xs">
          <ViewButton document={document} />
          <DownloadButton document={document} />
        </Group>
      </Stack>
    </Card>
  );
}
