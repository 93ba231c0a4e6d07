import '@mantine/core/styles/Grid.css';
import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCircleCheck, IconPhoto, IconPlus, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { ml } from '../../messages/locker.ts';
import { LoadFailed, LoadingLine } from '../../ui/LoadState.tsx';
import { LockerForm } from './LockerForm.tsx';
import { LockerViewer } from './LockerViewer.tsx';
import { BANNER_MS } from './locker-form.ts';
import './locker.css';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';

/** The success banner, gone after `BANNER_MS`. */
function useBanner() {
  const [banner, setBanner] = useState<string>();
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(undefined), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  return [banner, setBanner] as const;
}

function DocumentList({
  selectedId,
  onSelect,
}: {
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const list = useQuery(trpc.locker.list.queryOptions());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="locker-list-title">
      <Title order={3} fz="md" mb="sm" id="locker-list-title">
        {ml.listTitle}
      </Title>
      {list.isPending ? (
        <LoadingLine text={ml.loading} size="sm" />
      ) : list.isError ? (
        <LoadFailed message={ml.listFailed} retry={{ label: ml.retry, onRetry: list.refetch }} />
      ) : list.data.data.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="locker-empty">
          {ml.seed.empty}
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.data.map((document) => (
            <li key={document._id}>
              <UnstyledButton
                className="seva-locker-item"
                data-active={document._id === selectedId || undefined}
                aria-current={document._id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(document._id)}
                data-testid="locker-item"
              >
                <Group gap="sm" wrap="nowrap">
                  <IconPhoto size={20} aria-hidden style={{ flexShrink: 0 }} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate="end">
                      {document.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(document.createdAt)}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * My Documents at /document-tester (docs/product.md, Document locker): the list, the viewer, and
 * the 'New Document' / 'Cancel Upload' toggle with its form. On a phone the list sits above the
 * viewer. The selected document is in the URL (`?id=`), so it survives a reload.
 */
export function LockerScreen({
  selectedId,
  onSelect,
}: {
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [banner, setBanner] = useBanner();

  const created = (message: string, id: string | undefined) => {
    setCreating(false);
    setBanner(message);
    void queryClient.invalidateQueries(trpc.locker.list.pathFilter());
    if (id) onSelect(id);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <ScreenTitle fz={{ base: 20, sm: 24 }}>{ml.title}</ScreenTitle>
        <Button
          variant={creating ? 'default' : 'filled'}
          leftSection={
            creating ? <IconX size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />
          }
          onClick={() => setCreating((open) => !open)}
          aria-expanded={creating}
        >
          {creating ? ml.cancelUpload : ml.newDocument}
        </Button>
      </Group>
      {banner ? (
        <Alert
          color="green"
          role="status"
          icon={<IconCircleCheck aria-hidden />}
          data-testid="locker-banner"
        >
          {banner}
        </Alert>
      ) : null}
      {creating ? <LockerForm onCreated={created} /> : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DocumentList selectedId={selectedId} onSelect={onSelect} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selectedId ? (
            <LockerViewer key={selectedId} id={selectedId} onDeleted={() => onSelect(undefined)} />
          ) : (
            <Paper withBorder radius="md" p="xl">
              <Text c="dimmed" ta="center" data-testid="locker-prompt">
                {ml.seed.prompt}
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
