import type { ContactMessageView } from '@seva/schemas';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { render, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { Inbox } from './Inbox.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const message: ContactMessageView = {
  _id: 'm1',
  name: 'Vikas Yadav',
  email: 'vikas@example.in',
  message: 'Open on Sunday?\n<img src=x onerror=alert(1)><b>two</b> prints',
  handled: false,
  handledAt: null,
  handledBy: null,
  createdAt: '2026-04-07T10:00:00.000Z',
};

describe('Inbox', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it('shows a message as plain text with its line breaks, and marks it handled', async () => {
    const fetch = fakeTrpc({
      'admin.inbox.list': { data: { data: [message], total: 1, nextCursor: null } },
      'admin.inbox.setHandled': {
        data: { message: 'Message marked as handled', data: { ...message, handled: true } },
      },
    });
    const view = await render(<Inbox />);
    const text = await waitFor(() => {
      const found = view.container.querySelector('[data-testid="inbox-text"]');
      if (!found) throw new Error('not yet');
      return found as HTMLElement;
    });
    expect(text.textContent).toBe(message.message);
    expect(text.querySelector('img, b')).toBeNull();
    expect(text.style.whiteSpace).toBe('pre-wrap');
    expect(view.container.querySelector('[data-testid="inbox-email"]')?.getAttribute('href')).toBe(
      'mailto:vikas@example.in?subject=Your%20message%20to%20Seva',
    );
    // The first view is the unhandled messages.
    expect(callsOf(fetch)[0]?.path).toBe('admin.inbox.list');
    expect(decodeURIComponent(String(fetch.mock.calls[0]?.[0]))).toContain('"handled":false');

    const mark = [...view.container.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Mark as handled',
    );
    await act(async () => mark?.click());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Message marked as handled'));
    expect(callsOf(fetch).find((call) => call.path === 'admin.inbox.setHandled')?.body).toEqual({
      0: { id: 'm1', handled: true },
    });
    view.unmount();
  });
});
