import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** A yes/no question; the confirm button is focused first so Enter confirms. */
export function ConfirmModal({
  opened,
  title,
  lead,
  text,
  confirmLabel,
  cancelLabel,
  color,
  size,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** A sentence before `text` naming what the action touches ("Delete all 3 pending …?"). */
  lead?: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  color?: string;
  /** The modal's width (Mantine's size); its default when left out. */
  size?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={title} centered size={size}>
      <Stack gap="md">
        {lead ? (
          <Text size="sm" fw={600}>
            {lead}
          </Text>
        ) : null}
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
