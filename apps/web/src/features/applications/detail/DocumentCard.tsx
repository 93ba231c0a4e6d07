import '../applications.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Card, Center, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AttachmentView } from '@seva/schemas';
import { IconDownload, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatFileSize, inlineUrl, isPdf } from '../../../lib/files.ts';

export type { AttachmentView };

/** The words on a document's card, from the page's own catalogue. */
export interface DocumentTexts {
  view: string;
  download: string;
  pdfDocument: string;
}

/** An attachment with what the page calls it (Photo, Aadhaar Card, the result's file name). */
export type LabelledAttachment = AttachmentView & { label: string };

export function DownloadButton({ document, label }: { document: AttachmentView; label: string }) {
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

export function ViewButton({ document, label }: { document: AttachmentView; label: string }) {
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

/** One attachment: an image shown inline, a PDF as a placeholder, its name, size and date. */
export function DocumentCard({
  document,
  texts,
}: {
  document: LabelledAttachment;
  texts: DocumentTexts;
}) {
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="document-card"
      data-document-type={document.documentType}
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {document.label}
        </Text>
        {isPdf(document) ? (
          <Center h={120} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            <Stack align="center" gap={4}>
              <IconFileTypePdf size={40} aria-hidden color="var(--mantine-color-red-6)" />
              <Text size="xs" c="dimmed">
                {texts.pdfDocument}
              </Text>
            </Stack>
          </Center>
        ) : (
          <img
            src={inlineUrl(document.path)}
            alt={document.label}
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
          <ViewButton document={document} label={texts.view} />
          <DownloadButton document={document} label={texts.download} />
        </Group>
      </Stack>
    </Card>
  );
}

/** The cards of a list of attachments, or `empty` when there are none. */
export function DocumentGrid({
  documents,
  texts,
  empty,
}: {
  documents: readonly LabelledAttachment[];
  texts: DocumentTexts;
  empty: string;
}) {
  if (documents.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {documents.map((document) => (
        <DocumentCard key={document._id} document={document} texts={texts} />
      ))}
    </SimpleGrid>
  );
}
