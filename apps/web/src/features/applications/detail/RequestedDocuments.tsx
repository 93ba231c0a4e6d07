import { Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { RequestedDocumentView, ServiceType } from '@seva/schemas';
import { requestedDocumentRule } from '@seva/schemas/application-kinds';
import { IconCheck, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { acceptAttribute } from '../../../lib/files.ts';
import { toastError, toastSuccess } from '../../../ui/toasts.tsx';
import { uploadRequestedDocument } from './requested-upload.ts';

export interface RequestedTexts {
  received: string;
  /** The upload button's accessible name: says which document. */
  upload: (label: string) => string;
  uploadShort: string;
  uploading: string;
  success: string;
  failed: string;
}

/**
 * The items of a send-back (docs/decisions/066), each received or with its own upload button.
 * One column on a phone; the button takes the row's width there. `canUpload` false: the list
 * only (the application no longer waits).
 */
export function RequestedDocuments({
  applicationId,
  serviceType,
  documents,
  canUpload,
  texts,
  onUploaded,
}: {
  applicationId: string;
  serviceType: ServiceType;
  documents: readonly RequestedDocumentView[];
  canUpload: boolean;
  texts: RequestedTexts;
  onUploaded: () => Promise<unknown>;
}) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {documents.map((document) => (
        <li key={document.key} data-testid="requested-document" data-key={document.key}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={500} size="sm" style={{ flex: '1 1 10rem', minWidth: 0 }}>
              {document.label}
            </Text>
            {document.received ? (
              <Badge
                color="green"
                variant="light"
                leftSection={<IconCheck size={12} aria-hidden />}
              >
                {texts.received}
              </Badge>
            ) : canUpload ? (
              <RequestedUpload
                applicationId={applicationId}
                serviceType={serviceType}
                document={document}
                texts={texts}
                onUploaded={onUploaded}
              />
            ) : null}
          </Group>
        </li>
      ))}
    </Stack>
  );
}

function RequestedUpload({
  applicationId,
  serviceType,
  document,
  texts,
  onUploaded,
}: {
  applicationId: string;
  serviceType: ServiceType;
  document: RequestedDocumentView;
  texts: RequestedTexts;
  onUploaded: () => Promise<unknown>;
}) {
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadRequestedDocument(applicationId, document.key, file, texts.failed),
    onSuccess: async (message) => {
      toastSuccess(message || texts.success);
      await onUploaded();
    },
    onError: (error) => toastError(error.message || texts.failed),
  });
  const accept = acceptAttribute(requestedDocumentRule(serviceType, document.key).types);
  return (
    <FileButton onChange={(file) => file && upload.mutate(file)} accept={accept}>
      {(props) => (
        <Button
          {...props}
          size="sm"
          variant="light"
          color="orange"
          loading={upload.isPending}
          aria-label={texts.upload(document.label)}
          leftSection={<IconUpload size={16} aria-hidden />}
          w={{ base: '100%', xs: 'auto' }}
        >
          {upload.isPending ? texts.uploading : texts.uploadShort}
        </Button>
      )}
    </FileButton>
  );
}
