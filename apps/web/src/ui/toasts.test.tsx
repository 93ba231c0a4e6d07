import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { toastError, toastSuccess } from './toasts.tsx';

const shown = () =>
  notificationsStore.getState().notifications.map((toast) => ({
    color: toast.color,
    message: toast.message,
  }));

describe('toasts', () => {
  afterEach(() => notifications.clean());

  it('a success dismisses the error toast an earlier try left open', () => {
    toastError('Could not record the payment. Please try again.');
    expect(shown()).toEqual([
      { color: 'red', message: 'Could not record the payment. Please try again.' },
    ]);
    toastSuccess('Payment recorded');
    expect(shown()).toEqual([{ color: 'green', message: 'Payment recorded' }]);
  });

  it('two errors in a row both stay until something works', () => {
    toastError('First');
    toastError('Second');
    expect(shown().map((toast) => toast.message)).toEqual(['First', 'Second']);
  });
});
