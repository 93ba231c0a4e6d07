import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { mpv } from '../../messages/privacy.ts';
import { DeleteAccountModal } from './DeleteAccountModal.tsx';

const t = mpv.profile;

/** The export is a plain download: the session cookie goes with it, the ZIP streams to disk. */
export const EXPORT_URL = '/api/me/export';

/** The profile's "Your data": download it all, or delete the account (docs/decisions/062). */
export function YourData() {
  const [deleting, remove] = useDisclosure(false);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="your-data">
      <Stack gap="sm">
        <Title order={3} size="h4" id="your-data">
          {t.title}
        </Title>
        <Text size="sm">{t.text}</Text>
        <Group gap="sm">
          <Button
            component="a"
            href={EXPORT_URL}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            data-testid="download-my-data"
          >
            {t.download}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={remove.open}
          >
            {t.delete}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t.downloadHint}
        </Text>
      </Stack>
      <DeleteAccountModal opened={deleting} onClose={remove.close} />
    </Card>
  );
}
