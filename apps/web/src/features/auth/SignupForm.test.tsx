import { afterEach, describe, expect, it, vi } from 'vitest';
import { inputByLabel, render, submit, type, waitFor } from '../../test/render.tsx';
import { SignupForm } from './SignupForm.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

describe('SignupForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Passwords do not match' and makes no call", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const view = await render(<SignupForm />);
    const { container } = view;
    await type(inputByLabel(container, 'Name'), 'Asha Devi');
    await type(inputByLabel(container, 'Email'), 'asha@example.com');
    await type(inputByLabel(container, 'Password'), 'correct horse');
    await type(inputByLabel(container, 'Confirm Password'), 'correct hose');
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    await submit(form);
    await waitFor(() => expect(container.textContent).toContain('Passwords do not match'));
    expect(fetch).not.toHaveBeenCalled();
    view.unmount();
  });
});
