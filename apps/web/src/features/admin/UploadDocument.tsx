import { Button, FileButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { resultDocumentRule } from '@seva/schemas/application-kinds';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { acceptAttribute } from '../../lib/files.ts';
import { mo } from '../../messages/operator-screens.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { invalidateApplications } from './invalidate.ts';
import { uploadResultDocument } from './upload-document.ts';

const t = mo.upload;
const ACCEPT = acceptAttribute(resultDocumentRule.types);

/** A blob URL for an image file while it is selected. */
function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file?.type.startsWith('image/')) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * A result document (docs/product.md, Applications): Select Document → confirm dialog (preview,
 * name) → Confirm Upload.
 */
export function UploadDocument({ applicationId }: { applicationId: string }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const resetRef = useRef<() => void>(null);
  const preview = usePreview(file);
  const clear = () => {
    setFile(null);
    resetRef.current?.();
  };
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadResultDocument(applicationId, chosen, t.fallback),
    onSuccess: async (message) => {
      toastSuccess(message || t.success);
      clear();
      await invalidateApplications(queryClient);
    },
    // A refused file (wrong type, too big): the server's message, and the dialog closes so the
    // operator picks another (docs/decisions/070).
    onError: (error) => {
      toastError(t.failed(error.message));
      clear();
    },
  });

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t.title}
      </Title>
      <Text size="sm" c="dimmed">
        {t.hint}
      </Text>
      <Group>
        <FileButton onChange={setFile} accept={ACCEPT} resetRef={resetRef}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
              {t.select}
            </Button>
          )}
        </FileButton>
      </Group>
      <Modal
        opened={file !== null}
        onClose={() => {
          if (!upload.isPending) clear();
        }}
        title={t.confirmTitle}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t.confirmText}</Text>
          {preview && file ? (
            <img
              src={preview}
              alt={t.previewAlt(file.name)}
              style={{ maxWidth: '100%', maxHeight: 280, objectFit: 'contain', borderRadius: 8 }}
            />
          ) : null}
          <Text fw={500} style={{ wordBreak: 'break-all' }} data-testid="upload-file-name">
            {file?.name}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={clear} disabled={upload.isPending}>
              {t.cancel}
            </Button>
            <Button
              onClick={() => file && upload.mutate(file)}
              disabled={upload.isPending}
              data-autofocus
            >
              {upload.isPending ? t.uploading : t.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
