import { mobileLoginMessages } from '@seva/schemas';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { inputByLabel, render, submit, type, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { MobileLoginForm } from './MobileLoginForm.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const user = {
  _id: 'u1',
  name: 'Ramesh Kumar',
  email: null,
  mobile: '9876543210',
  role: 'user' as const,
  createdAt: '2026-11-01T10:00:00.000Z',
  language: 'en' as const,
  notifications: { email: true, sms: true },
};

function formOf(container: HTMLElement): HTMLFormElement {
  const form = container.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

function button(container: HTMLElement, text: string | RegExp): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((element) =>
    typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''),
  );
  if (!found) throw new Error(`No button ${text}`);
  return found;
}

const click = (element: HTMLElement) => act(async () => element.click());

describe('MobileLoginForm', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it('asks for the number the way a phone keyboard and autofill expect it', async () => {
    fakeTrpc({});
    const view = await render(<MobileLoginForm />);
    const mobile = inputByLabel(view.container, 'Mobile Number');
    expect(mobile.type).toBe('tel');
    expect(mobile.getAttribute('inputmode')).toBe('numeric');
    expect(mobile.getAttribute('autocomplete')).toBe('tel-national');
    expect(view.container.textContent).toContain('Set or reset your password with an SMS code');
    expect(view.container.textContent).toContain('Log in with email instead');
    view.unmount();
  });

  it("refuses a wrong number with the shared schema's message, without a call", async () => {
    const fetch = fakeTrpc({});
    const view = await render(<MobileLoginForm />);
    const mobile = inputByLabel(view.container, 'Mobile Number');
    await submit(formOf(view.container));
    await waitFor(() => expect(view.container.textContent).toContain('Mobile Number is required'));
    await type(mobile, '12345');
    await submit(formOf(view.container));
    await waitFor(() => expect(view.container.textContent).toContain('Invalid mobile number'));
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetch)).toEqual([]);
    view.unmount();
  });

  it('sends a code, waits 30 s before another, and logs in with the code', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const fetch = fakeTrpc({
      'auth.requestCode': { data: { message: mobileLoginMessages.codeSent } },
      'auth.loginCode': { data: { user } },
    });
    const view = await render(<MobileLoginForm redirect="/dashboard/orders" />);
    const { container } = view;
    await type(inputByLabel(container, 'Mobile Number'), '98765 43210');
    await submit(formOf(container));
    await waitFor(() => expect(container.textContent).toContain(mobileLoginMessages.codeSent));
    expect(container.querySelector('[data-testid="sms-code-notice"]')?.getAttribute('role')).toBe(
      'status',
    );

    const code = inputByLabel(container, 'SMS code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await waitFor(() => expect(document.activeElement).toBe(code));
    const resend = () => container.querySelector<HTMLButtonElement>('[data-testid="resend-code"]');
    expect(resend()?.textContent).toBe('Send again in 30 s');
    expect(resend()?.disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(resend()?.textContent).toBe('Send again in 1 s');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(resend()?.textContent).toBe('Send the code again');
    expect(resend()?.disabled).toBe(false);

    // Pasted with spaces, kept as digits only.
    await type(code, '1234 5678');
    expect(code.value).toBe('12345678');
    await submit(formOf(container));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/orders'));
    expect(toastSuccess).toHaveBeenCalledWith('Login Successful');
    expect(callsOf(fetch)).toEqual([
      { path: 'auth.requestCode', body: { 0: { mobile: '98765 43210' } } },
      { path: 'auth.loginCode', body: { 0: { mobile: '98765 43210', code: '12345678' } } },
    ]);
    view.unmount();
  });

  it('says so when the centre has no SMS (503), and offers no code field', async () => {
    fakeTrpc({
      'auth.requestCode': { error: { message: mobileLoginMessages.smsUnavailable, status: 503 } },
    });
    const view = await render(<MobileLoginForm />);
    await type(inputByLabel(view.container, 'Mobile Number'), '9876543210');
    await submit(formOf(view.container));
    await waitFor(() =>
      expect(view.container.textContent).toContain(mobileLoginMessages.smsUnavailable),
    );
    const notice = view.container.querySelector('[data-testid="sms-code-notice"]');
    expect(notice?.getAttribute('role')).toBe('alert');
    expect(() => inputByLabel(view.container, 'SMS code')).toThrow();
    view.unmount();
  });

  it("logs in with the number's password, showing the server's refusal first", async () => {
    let attempt = 0;
    const fetch = fakeTrpc({
      'auth.loginMobile': () =>
        ++attempt === 1
          ? { error: { message: mobileLoginMessages.badLogin, status: 401 } }
          : { data: { user } },
    });
    const view = await render(<MobileLoginForm redirect="/dashboard/profile" />);
    const { container } = view;
    await type(inputByLabel(container, 'Mobile Number'), '9876543210');
    await click(button(container, 'Log in with password'));
    const password = inputByLabel(container, 'Password');
    await waitFor(() => expect(document.activeElement).toBe(password));

    await submit(formOf(container));
    await waitFor(() => expect(container.textContent).toContain('Password is required'));
    expect(callsOf(fetch)).toEqual([]);

    await type(password, 'wrong password');
    await submit(formOf(container));
    await waitFor(() => expect(container.textContent).toContain(mobileLoginMessages.badLogin));
    expect(toastError).toHaveBeenCalledWith('Login failed. Please try again !');

    await type(password, 'right password');
    await submit(formOf(container));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/profile'));
    expect(callsOf(fetch).at(-1)).toEqual({
      path: 'auth.loginMobile',
      body: { 0: { mobile: '9876543210', password: 'right password' } },
    });
    view.unmount();
  });

  it('goes back to sending a code when the number is changed after one was sent', async () => {
    fakeTrpc({ 'auth.requestCode': { data: { message: mobileLoginMessages.codeSent } } });
    const view = await render(<MobileLoginForm />);
    const { container } = view;
    const mobile = inputByLabel(container, 'Mobile Number');
    await type(mobile, '9876543210');
    await submit(formOf(container));
    await waitFor(() => inputByLabel(container, 'SMS code'));
    await type(mobile, '9876543211');
    expect(() => inputByLabel(container, 'SMS code')).toThrow();
    expect(button(container, 'Send code by SMS').type).toBe('submit');
    expect(container.textContent).not.toContain(mobileLoginMessages.codeSent);
    view.unmount();
  });
});
