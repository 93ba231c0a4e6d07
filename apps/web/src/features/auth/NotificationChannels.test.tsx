import { notificationChannelMessages, type SessionUser } from '@seva/schemas';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { render, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { NotificationChannels } from './NotificationChannels.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const citizen: SessionUser = {
  _id: 'u1',
  name: 'Asha Devi',
  email: 'asha@example.com',
  mobile: '9876543210',
  role: 'user',
  createdAt: '2026-11-01T10:00:00.000Z',
  language: 'en',
  notifications: { email: true, sms: true },
};

function switches(container: HTMLElement) {
  const find = (testId: string) => {
    const input = container.querySelector<HTMLInputElement>(`input[data-testid="${testId}"]`);
    if (!input) throw new Error(`no switch ${testId}`);
    return input;
  };
  return { email: find('notify-email'), sms: find('notify-sms') };
}

/** What a screen reader reads with the control: its label and what describes it. */
function accessibleText(input: HTMLElement): string {
  const ids = [
    ...(input.getAttribute('aria-labelledby') ?? '').split(' '),
    ...(input.getAttribute('aria-describedby') ?? '').split(' '),
  ].filter(Boolean);
  const labels = input.id
    ? [...document.querySelectorAll(`label[for="${CSS.escape(input.id)}"]`)]
    : [];
  return [
    ...labels.map((label) => label.textContent),
    ...ids.map((id) => document.getElementById(id)?.textContent),
  ].join(' ');
}

describe('NotificationChannels', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it('turns SMS off at once, keeping e-mail, and says it is saved', async () => {
    const fetch = fakeTrpc({
      'auth.setNotificationChannels': {
        data: {
          message: notificationChannelMessages.saved,
          notifications: { email: true, sms: false },
        },
      },
    });
    const view = await render(<NotificationChannels user={citizen} />);
    const { email, sms } = switches(view.container);
    expect(email.getAttribute('role')).toBe('switch');
    expect(email.checked).toBe(true);
    expect(sms.checked).toBe(true);
    expect(accessibleText(email)).toContain('E-mail me about my applications and orders');
    expect(accessibleText(sms)).toContain('Send me SMS about my applications and orders');
    expect(view.container.textContent).toContain(
      'Sign-in and password codes are always sent, whatever you choose here.',
    );

    await act(async () => sms.click());
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(notificationChannelMessages.saved),
    );
    expect(view.container.textContent).toContain(notificationChannelMessages.saved);
    expect(sms.checked).toBe(false);
    expect(email.checked).toBe(true);
    expect(callsOf(fetch)).toEqual([
      { path: 'auth.setNotificationChannels', body: { 0: { email: true, sms: false } } },
    ]);
    view.unmount();
  });

  it('cannot turn on a channel the account has no address for, and says why', async () => {
    const fetch = fakeTrpc({});
    const view = await render(
      <NotificationChannels user={{ ...citizen, email: null, mobile: null }} />,
    );
    const { email, sms } = switches(view.container);
    expect(email.disabled).toBe(true);
    expect(email.checked).toBe(false);
    expect(sms.disabled).toBe(true);
    expect(sms.checked).toBe(false);
    expect(accessibleText(email)).toContain('Your account has no e-mail address.');
    expect(accessibleText(sms)).toContain('Add a mobile number with Edit Profile to get SMS.');
    expect(callsOf(fetch)).toEqual([]);
    view.unmount();
  });

  it('puts the switch back when the server refuses', async () => {
    fakeTrpc({
      'auth.setNotificationChannels': { error: { message: 'Something is wrong', status: 500 } },
    });
    const view = await render(
      <NotificationChannels user={{ ...citizen, notifications: { email: false, sms: true } }} />,
    );
    const { email } = switches(view.container);
    expect(email.checked).toBe(false);
    await act(async () => email.click());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Something is wrong'));
    await waitFor(() => expect(email.checked).toBe(false));
    view.unmount();
  });
});
