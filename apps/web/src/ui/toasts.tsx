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

/** Green, top centre. */
export function toastSuccess(message: ReactNode) {
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
  notifications.show({
    message,
    color: 'red',
    position: 'top-right',
    autoClose: TOAST_MS,
    icon: <IconX size={18} aria-hidden />,
    classNames,
  });
}
