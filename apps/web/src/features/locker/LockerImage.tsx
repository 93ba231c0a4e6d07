import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { inlineUrl } from '../../lib/files.ts';
import { ml } from '../../messages/locker.ts';

/**
 * One image of a locker document, shown through its authorised route (`?inline=1`), with a
 * download button; a broken or missing image falls back to a placeholder.
 */
export function LockerImage({
  title,
  alt,
  path,
  fileName,
  downloadLabel,
  testId,
}: {
  title: string;
  alt: string;
  path: string;
  fileName: string;
  downloadLabel: string;
  testId: string;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Center
          h={220}
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
        >
          {broken ? (
            <Stack align="center" gap={4} data-testid="image-placeholder">
              <IconPhotoOff
                size={40}
                stroke={1.4}
                aria-hidden
                color="var(--mantine-color-dimmed)"
              />
              <Text size="xs" c="dimmed">
                {ml.imageUnavailable}
              </Text>
            </Stack>
          ) : (
            <img
              src={inlineUrl(path)}
              alt={alt}
              onError={() => setBroken(true)}
              style={{
                maxWidth: '100%',
                maxHeight: '100%',
                objectFit: 'contain',
                display: 'block',
              }}
            />
          )}
        </Center>
        <Text size="xs" c="dimmed" truncate="end" title={fileName}>
          {fileName}
        </Text>
        <Button
          component="a"
          href={path}
          download={fileName}
          variant="light"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {downloadLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
