import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { inputByLabel, render, submit, type, waitFor } from '../../test/render.tsx';
import { SignupForm } from './SignupForm.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const notice = {
  version: 1,
  retentionDays: 180,
  centre: { name: 'Seva Kendra Goh', phone: '9876500000', address: 'Main Road, Goh' },
  given: null,
};

describe('SignupForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Passwords do not match' and makes no call", async () => {
    // The privacy notice reads its days and the centre's contact; nothing else may be called.
    const fetch = fakeTrpc({ 'consent.notice': { data: notice } });
    const view = await render(<SignupForm />);
    const { container } = view;
    await type(inputByLabel(container, 'Name'), 'Asha Devi');
    await type(inputByLabel(container, 'Email'), 'asha@example.com');
    await type(inputByLabel(container, 'Password'), 'correct horse');
    await type(inputByLabel(container, 'Confirm Password'), 'correct hose');
    const box = container.querySelector<HTMLInputElement>('[data-testid="consent-checkbox"]');
    if (!box) throw new Error('no consent box');
    await act(async () => box.click());
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    await submit(form);
    await waitFor(() => expect(container.textContent).toContain('Passwords do not match'));
    expect(callsOf(fetch).map((call) => call.path)).not.toContain('auth.signup');
    view.unmount();
  });

  it('shows the notice in plain words and needs its box ticked', async () => {
    fakeTrpc({ 'consent.notice': { data: notice } });
    const view = await render(<SignupForm />);
    const { container } = view;
    await waitFor(() => expect(container.textContent).toContain('180 days after'));
    expect(container.textContent).toContain(
      'Questions: ask Seva Kendra Goh, phone 9876500000, Main Road, Goh.',
    );
    const box = container.querySelector<HTMLInputElement>('[data-testid="consent-checkbox"]');
    expect(box?.labels?.[0]?.textContent).toContain('I have read this notice and agree');
    await type(inputByLabel(container, 'Name'), 'Asha Devi');
    await type(inputByLabel(container, 'Email'), 'asha@example.com');
    await type(inputByLabel(container, 'Password'), 'correct horse');
    await type(inputByLabel(container, 'Confirm Password'), 'correct horse');
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    await submit(form);
    const alert = await waitFor(() => {
      const found = container.querySelector('[role="alert"]');
      expect(found?.textContent).toBe(
        'Please read the notice about your data and tick the box to agree',
      );
      return found;
    });
    // The box points to its error, so a screen reader reads it with the box.
    const described = box?.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').some((id) => alert?.closest(`[id="${id}"]`))).toBe(true);
    view.unmount();
  });
});
