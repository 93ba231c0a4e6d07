import { Button, Group, Modal, Text } from '@mantine/core';
import { ma } from '../../messages/application-screens.ts';

/** A confirm dialog for deleting one or all applications (the old portal's wording). */
export function DeleteDialog({
  opened,
  title,
  text,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm">
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {ma.list.cancel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
          {ma.list.delete}
        </Button>
      </Group>
    </Modal>
  );
}
