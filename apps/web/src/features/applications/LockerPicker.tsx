import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { LockerDocumentView } from '@seva/schemas';
import { IconFolder } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDate } from '../../lib/dates.ts';
import { inlineUrl } from '../../lib/files.ts';
import { trpc } from '../../lib/trpc.ts';
import { ma } from '../../messages/application-screens.ts';

const t = ma.fromLocker;

/** A locker document chosen for a form: its id and what the form shows of it. */
export type LockerChoice = Pick<LockerDocumentView, '_id' | 'name' | 'photoPath' | 'signaturePath'>;

/**
 * 'Use from My Documents' (issue 16 item 13): the citizen picks one of their locker documents and
 * the form takes its photo and signature from it, sent as the document's id, not uploaded again.
 * The list loads only when the dialog opens.
 */
export function LockerPickerButton({ onPick }: { onPick: (document: LockerChoice) => void }) {
  const [opened, setOpened] = useState(false);
  const list = useQuery({ ...trpc.locker.list.queryOptions(), enabled: opened });
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFolder size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="use-from-locker"
      >
        {t.button}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t.title} centered>
        <Stack gap="sm">
          <Text size="sm">{t.intro}</Text>
          {list.isError ? (
            <Alert color="red" role="alert">
              {t.failed}
            </Alert>
          ) : null}
          {list.isPending ? <Text size="sm">{t.loading}</Text> : null}
          {list.data?.data.length === 0 ? (
            <Text size="sm">
              {t.empty}{' '}
              <Anchor component={Link} to="/document-tester">
                {t.open}
              </Anchor>
            </Text>
          ) : null}
          {(list.data?.data ?? []).map((document) => (
            <Paper key={document._id} withBorder p="sm" radius="md" data-testid="locker-choice">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Thumbnail path={document.photoPath} />
                  <Thumbnail path={document.signaturePath} />
                  <Stack gap={0} miw={0}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {document.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(document.createdAt)}
                    </Text>
                  </Stack>
                </Group>
                <Button
                  size="xs"
                  onClick={() => {
                    onPick(document);
                    setOpened(false);
                  }}
                  aria-label={t.pickNamed(document.name)}
                >
                  {t.use}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Modal>
    </>
  );
}

/** A small look at a locker image (decorative: the name beside it says what it is). */
function Thumbnail({ path }: { path: string }) {
  return (
    <img
      src={inlineUrl(path)}
      alt=""
      width={44}
      height={44}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
    />
  );
}

/**
 * In place of a file picker: the locker image the form will use, and a way back to uploading.
 */
export function FromLockerField({
  label,
  document,
  path,
  onClear,
  testId,
}: {
  label: string;
  document: LockerChoice;
  path: string;
  onClear: () => void;
  testId: string;
}) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Paper withBorder p="sm" radius="md">
        {/* On a phone the button goes under the picture rather than being cut off. */}
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 180px' }}>
            <img
              src={inlineUrl(path)}
              alt={t.imageOf(label, document.name)}
              width={64}
              height={64}
              style={{ objectFit: 'contain', flex: 'none' }}
            />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t.chosen(document.name)}
            </Text>
          </Group>
          <Button variant="subtle" size="xs" onClick={onClear}>
            {t.uploadInstead}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
