import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputByLabel, render, submit, type, waitFor } from '../../test/render.tsx';
import { toastError } from '../../ui/toasts.tsx';
import { LoginForm } from './LoginForm.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

/** The server's tRPC answer to a batched call that failed. */
function trpcFailure(message: string, httpStatus: number, reason: string | null) {
  const body = [{ error: { message, code: -32003, data: { httpStatus, reason } } }];
  return new Response(JSON.stringify(body), {
    status: httpStatus,
    headers: { 'content-type': 'application/json' },
  });
}

async function fillAndSubmit(container: HTMLElement) {
  await type(inputByLabel(container, 'Email'), 'asha@example.com');
  await type(inputByLabel(container, 'Password'), 'correct horse');
  const form = container.querySelector('form');
  if (!form) throw new Error('no form');
  await submit(form);
}

describe('LoginForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
  });

  it("shows the server's message and the red toast when login fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => trpcFailure('Invalid email or password', 401, null)),
    );
    const view = await render(<LoginForm />);
    await fillAndSubmit(view.container);
    await waitFor(() => expect(view.container.textContent).toContain('Invalid email or password'));
    expect(toastError).toHaveBeenCalledWith('Login failed. Please try again !');
    expect(view.container.textContent).not.toContain('Send a new code');
    view.unmount();
  });

  it('offers a new code when the e-mail is not verified', async () => {
    const message = 'Please verify your email before logging in. We can send you a new code.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => trpcFailure(message, 403, 'EMAIL_NOT_VERIFIED')),
    );
    const view = await render(<LoginForm />);
    await fillAndSubmit(view.container);
    await waitFor(() => expect(view.container.textContent).toContain('Send a new code'));
    expect(view.container.textContent).toContain(message);
    view.unmount();
  });

  it("falls back to 'Login failed. Please try again.' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const view = await render(<LoginForm />);
    await fillAndSubmit(view.container);
    await waitFor(() =>
      expect(view.container.textContent).toContain('Login failed. Please try again.'),
    );
    view.unmount();
  });
});
