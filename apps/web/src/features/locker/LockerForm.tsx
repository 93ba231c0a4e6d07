import '@mantine/core/styles/Progress.css';
import { Alert, Button, Loader, Paper, Progress, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { loadedSchemas, usePreloadSchemas } from '../../lib/schemas.ts';
import { uploadForm } from '../../lib/upload.ts';
import { submitWithSchemas } from '../../lib/zod-form.ts';
import { ml } from '../../messages/locker.ts';
import { FileField, fileFieldBinding } from '../../ui/FileField.tsx';
import { toFormData } from '../applications/use-apply.tsx';
import { type LockerValues, lockerErrors } from './locker-form.ts';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The locker's upload form (docs/product.md, Document locker): idle → uploading → success. On
 * success the screen closes it and shows the banner; a failure shows the server's message, else the
 * catalogue's.
 */
export function LockerForm({
  onCreated,
}: {
  onCreated: (message: string, id: string | undefined) => void;
}) {
  usePreloadSchemas();
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const form = useForm<LockerValues>({
    initialValues: { name: '', photo: null, signature: null },
    validate: (values) => lockerErrors(loadedSchemas(), values),
  });
  const uploading = progress !== undefined;

  const submit = submitWithSchemas(form, async (values) => {
    setFailure(undefined);
    setProgress(0);
    try {
      const result = await uploadForm('/api/document/create', toFormData(values), {
        fallback: ml.seed.failed,
        onProgress: setProgress,
      });
      onCreated(result.message || ml.seed.created, result.data._id);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : ml.seed.failed);
    } finally {
      setProgress(undefined);
    }
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={720} w="100%">
      <Title order={3} fz="lg" mb="md">
        {ml.formTitle}
      </Title>
      <form onSubmit={submit} noValidate aria-label={ml.formTitle}>
        <Stack gap="md">
          <TextInput
            label={ml.name}
            placeholder={ml.namePlaceholder}
            required
            maxLength={100}
            {...form.getInputProps('name')}
          />
          <FileField
            label={ml.photo}
            description={ml.fileHint}
            types={TYPES}
            preview
            {...fileFieldBinding(form, 'photo')}
          />
          <FileField
            label={ml.signature}
            description={ml.fileHint}
            types={TYPES}
            preview
            {...fileFieldBinding(form, 'signature')}
          />
          {uploading ? (
            <Progress value={progress} size="lg" striped animated aria-label={ml.uploading} />
          ) : null}
          {failure ? (
            <Alert color="red" role="alert" data-testid="locker-failure">
              {failure}
            </Alert>
          ) : null}
          <Button
            type="submit"
            size="md"
            disabled={uploading}
            leftSection={uploading ? <Loader size="xs" color="gray" aria-hidden /> : undefined}
          >
            {uploading ? ml.uploading : ml.upload}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
