import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstInvalidField } from '../../lib/form-focus.ts';
import { fakeTrpc } from '../../test/fake-trpc.ts';
import { inputByLabel, render, submit, type, waitFor } from '../../test/render.tsx';
import { LoginForm } from './LoginForm.tsx';
import { SignupForm } from './SignupForm.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const notice = {
  version: 1,
  retentionDays: 180,
  centre: { name: 'Seva Kendra Goh', phone: '9876500000', address: 'Main Road, Goh' },
  given: null,
};

function formOf(container: HTMLElement): HTMLFormElement {
  const form = container.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

/** The texts an input's aria-describedby points at: what a screen reader reads with it. */
function description(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('focus on the first invalid field after a failed submit (every form)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a Mantine useForm form (signup): focus on Name, marked invalid, its error described', async () => {
    fakeTrpc({ 'consent.notice': { data: notice } });
    const view = await render(<SignupForm />);
    const name = inputByLabel(view.container, 'Name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await submit(formOf(view.container));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).not.toBe('');
    view.unmount();
  });

  it('marks password inputs invalid too and moves to the first one still wrong', async () => {
    fakeTrpc({ 'consent.notice': { data: notice } });
    const view = await render(<SignupForm />);
    const { container } = view;
    await type(inputByLabel(container, 'Name'), 'Asha Devi');
    await type(inputByLabel(container, 'Email'), 'asha@example.com');
    await type(inputByLabel(container, 'Password'), 'correct horse');
    await type(inputByLabel(container, 'Confirm Password'), 'correct hose');
    // Zod checks the two passwords only once every other field is valid.
    const box = container.querySelector<HTMLInputElement>('[data-testid="consent-checkbox"]');
    await act(async () => box?.click());
    await submit(formOf(container));
    const confirm = inputByLabel(container, 'Confirm Password');
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(confirm.type).toBe('password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(description(confirm)).toContain('Passwords do not match');
    expect(inputByLabel(container, 'Name').getAttribute('aria-invalid')).toBeNull();
    view.unmount();
  });

  it('a plain-state form (login): focus on the empty e-mail, password marked invalid', async () => {
    const view = await render(<LoginForm />);
    await submit(formOf(view.container));
    const email = inputByLabel(view.container, 'Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() =>
      expect(inputByLabel(view.container, 'Password').getAttribute('aria-invalid')).toBe('true'),
    );
    view.unmount();
  });

  it('leaves the focus alone when the user has moved on before the errors appear', async () => {
    const view = await render(<LoginForm />);
    const form = formOf(view.container);
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    await act(async () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      elsewhere.focus();
    });
    await waitFor(() => expect(firstInvalidField(form)).not.toBeNull());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
    view.unmount();
  });
});
