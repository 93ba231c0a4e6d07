import { mobileLoginMessages } from '@seva/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { inputByLabel, render, submit, type, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { SmsPasswordForm } from './SmsPasswordForm.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

function formOf(container: HTMLElement): HTMLFormElement {
  const form = container.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

async function codeSent(container: HTMLElement) {
  await type(inputByLabel(container, 'Mobile Number'), '+91 98765 43210');
  await submit(formOf(container));
  await waitFor(() => expect(container.textContent).toContain(mobileLoginMessages.codeSent));
  return {
    code: inputByLabel(container, 'SMS code'),
    password: inputByLabel(container, 'New Password'),
    confirm: inputByLabel(container, 'Confirm Password'),
  };
}

describe('SmsPasswordForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it('asks for the number first, then the code and the new password twice', async () => {
    const fetch = fakeTrpc({
      'auth.requestCode': { data: { message: mobileLoginMessages.codeSent } },
      'auth.setPasswordByCode': { data: { message: mobileLoginMessages.passwordSet } },
    });
    const view = await render(<SmsPasswordForm mobile="9876543210" />);
    const { container } = view;
    expect(inputByLabel(container, 'Mobile Number').value).toBe('9876543210');
    expect(() => inputByLabel(container, 'New Password')).toThrow();
    const fields = await codeSent(container);
    expect(fields.password.getAttribute('autocomplete')).toBe('new-password');
    expect(container.querySelector('[data-testid="resend-code"]')?.textContent).toBe(
      'Send again in 30 s',
    );

    // The shared schema's checks, before anything is sent.
    await type(fields.code, '12345678');
    await type(fields.password, 'a new password');
    await type(fields.confirm, 'a new passwort');
    await submit(formOf(container));
    await waitFor(() => expect(container.textContent).toContain('Passwords do not match'));
    expect(fields.confirm.getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetch).map((call) => call.path)).toEqual(['auth.requestCode']);

    await type(fields.confirm, 'a new password');
    await submit(formOf(container));
    await waitFor(() => expect(container.textContent).toContain(mobileLoginMessages.passwordSet));
    expect(
      container.querySelector('[data-testid="set-password-result"]')?.getAttribute('role'),
    ).toBe('status');
    expect(toastSuccess).toHaveBeenCalledWith(mobileLoginMessages.passwordSet);
    expect(callsOf(fetch).at(-1)).toEqual({
      path: 'auth.setPasswordByCode',
      body: {
        0: {
          mobile: '+91 98765 43210',
          code: '12345678',
          password: 'a new password',
          confirmPassword: 'a new password',
        },
      },
    });
    view.unmount();
  });

  it("shows the server's refusal of a wrong or expired code", async () => {
    fakeTrpc({
      'auth.requestCode': { data: { message: mobileLoginMessages.codeSent } },
      'auth.setPasswordByCode': {
        error: { message: mobileLoginMessages.invalidCode, status: 400 },
      },
    });
    const view = await render(<SmsPasswordForm />);
    const { container } = view;
    const fields = await codeSent(container);
    await type(fields.code, '87654321');
    await type(fields.password, 'a new password');
    await type(fields.confirm, 'a new password');
    await submit(formOf(container));
    await waitFor(() => expect(container.textContent).toContain(mobileLoginMessages.invalidCode));
    expect(toastError).toHaveBeenCalledWith(mobileLoginMessages.invalidCode);
    expect(
      container.querySelector('[data-testid="set-password-result"]')?.getAttribute('role'),
    ).toBe('alert');
    view.unmount();
  });

  it('says so when the centre has no SMS (503)', async () => {
    fakeTrpc({
      'auth.requestCode': { error: { message: mobileLoginMessages.smsUnavailable, status: 503 } },
    });
    const view = await render(<SmsPasswordForm />);
    await type(inputByLabel(view.container, 'Mobile Number'), '9876543210');
    await submit(formOf(view.container));
    await waitFor(() =>
      expect(view.container.textContent).toContain(mobileLoginMessages.smsUnavailable),
    );
    expect(() => inputByLabel(view.container, 'SMS code')).toThrow();
    view.unmount();
  });
});
