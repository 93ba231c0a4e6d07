import { ma } from '../../messages/application-screens.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';

/** A confirm dialog for deleting one or all applications (the old portal's wording). */
export function DeleteDialog({
  opened,
  title,
  lead,
  text,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  lead?: string;
  text: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmModal
      opened={opened}
      title={title}
      lead={lead}
      text={text}
      confirmLabel={ma.list.delete}
      cancelLabel={ma.list.cancel}
      color="red"
      size="sm"
      busy={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
