import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** docs/product.md, Public site: toasts last 4 s; dark background, white text. */
const TOAST_MS = 4000;
const classNames = {
  root: 'seva-toast',
  description: 'seva-toast-text',
  closeButton: 'seva-toast-close',
};

/** The error toasts still open: a success that follows takes them away (docs/decisions/070). */
const openErrors = new Set<string>();

/** Green, top centre. An error toast still open is dismissed: the action has now worked. */
export function toastSuccess(message: ReactNode) {
  for (const id of openErrors) notifications.hide(id);
  openErrors.clear();
  notifications.show({
    message,
    color: 'green',
    position: 'top-center',
    autoClose: TOAST_MS,
    icon: <IconCheck size={18} aria-hidden />,
    classNames,
  });
}

/** Red, top right. */
export function toastError(message: ReactNode) {
  const id = notifications.show({
    message,
    color: 'red',
    position: 'top-right',
    autoClose: TOAST_MS,
    icon: <IconX size={18} aria-hidden />,
    classNames,
    onClose: () => openErrors.delete(id),
  });
  openErrors.add(id);
}
