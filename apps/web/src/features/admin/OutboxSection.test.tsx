import { type OutboxOverview, outboxMessages } from '@seva/schemas';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { render, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { OutboxSection } from './OutboxSection.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const failedMail = {
  _id: 'n1',
  kind: 'verify_code',
  channel: 'email',
  recipient: 'r***@example.com',
  status: 'failed',
  attempts: 6,
  nextAttemptAt: null,
  lastError: 'SMTP 550',
  createdAt: '2026-11-20T04:30:00.000Z',
} as const;

const waitingSms = {
  _id: 'n2',
  kind: 'sent_back',
  channel: 'sms',
  recipient: 'XXXXXX3210',
  status: 'waiting',
  attempts: 1,
  nextAttemptAt: '2026-11-20T05:00:00.000Z',
  lastError: 'SMS gateway answered 500',
  createdAt: '2026-11-20T04:55:00.000Z',
} as const;

const overview: OutboxOverview = {
  sms: 'msg91',
  sent24h: { email: 12, sms: 7 },
  waiting: 1,
  failed: 1,
  items: [failedMail, waitingSms],
};

const text = (container: HTMLElement, testId: string) =>
  container.querySelector(`[data-testid="${testId}"]`)?.textContent;

function retryButtons(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLButtonElement>('[data-testid="outbox-retry"]')];
}

describe('OutboxSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it('shows how SMS go out, the day’s counts and what has not gone out, in words', async () => {
    fakeTrpc({ 'admin.outbox.overview': { data: overview } });
    const view = await render(<OutboxSection />);
    const { container } = view;
    await waitFor(() => expect(text(container, 'outbox-sms')).toBe('MSG91'));
    expect(text(container, 'outbox-sent')).toBe('E-mail 12 · SMS 7');
    expect(text(container, 'outbox-waiting')).toBe('1');
    expect(text(container, 'outbox-failed')).toBe('1');

    const table = container.querySelector('table');
    expect(table?.getAttribute('aria-label')).toBe('Notifications not sent yet');
    // Inside its own scroller, so a phone scrolls the table and not the page.
    expect(table?.closest('[data-testid="outbox-scroll"]')).not.toBeNull();
    const rows = [...container.querySelectorAll('[data-testid="outbox-row"]')];
    expect(
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Sign-up code', 'E-mail', 'r***@example.com', 'Failed', '6', '—', 'SMTP 550', 'Retry now'],
      [
        'Documents needed',
        'SMS',
        'XXXXXX3210',
        'Waiting',
        '1',
        '20 Nov 2026, 10:30 AM',
        'SMS gateway answered 500',
        'Retry now',
      ],
    ]);
    expect(retryButtons(container).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Retry now: Sign-up code to r***@example.com',
      'Retry now: Documents needed to XXXXXX3210',
    ]);
    expect(container.querySelector('[data-testid="outbox-empty"]')).toBeNull();
    view.unmount();
  });

  it('retries one by hand and shows the outbox the server answers with', async () => {
    const fetch = fakeTrpc({
      'admin.outbox.overview': { data: overview },
      'admin.outbox.retry': {
        data: {
          message: outboxMessages.retrying,
          outbox: { ...overview, failed: 0, waiting: 2, items: [waitingSms] },
        },
      },
    });
    const view = await render(<OutboxSection />);
    const { container } = view;
    await waitFor(() => expect(retryButtons(container)).toHaveLength(2));
    const first = retryButtons(container)[0];
    await act(async () => first?.focus());
    await act(async () => first?.click());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(outboxMessages.retrying));
    await waitFor(() => expect(retryButtons(container)).toHaveLength(1));
    expect(text(container, 'outbox-failed')).toBe('0');
    expect(callsOf(fetch).filter((call) => call.path === 'admin.outbox.retry')).toEqual([
      { path: 'admin.outbox.retry', body: { 0: { id: 'n1' } } },
    ]);
    // Its row went with its button: the focus stays in the section, on its heading.
    await waitFor(() => expect(document.activeElement?.id).toBe('outbox-title'));
    view.unmount();
  });

  it("shows the server's refusal and loads the outbox again", async () => {
    let loads = 0;
    fakeTrpc({
      'admin.outbox.overview': () => {
        loads++;
        return { data: overview };
      },
      'admin.outbox.retry': { error: { message: outboxMessages.notRetryable, status: 409 } },
    });
    const view = await render(<OutboxSection />);
    await waitFor(() => expect(retryButtons(view.container)).toHaveLength(2));
    await act(async () => retryButtons(view.container)[1]?.click());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(outboxMessages.notRetryable));
    await waitFor(() => expect(loads).toBe(2));
    view.unmount();
  });

  it('says every notification has gone out, and that SMS are off', async () => {
    fakeTrpc({
      'admin.outbox.overview': {
        data: { sms: 'none', sent24h: { email: 3, sms: 0 }, waiting: 0, failed: 0, items: [] },
      },
    });
    const view = await render(<OutboxSection />);
    await waitFor(() =>
      expect(text(view.container, 'outbox-empty')).toBe('Every notification has gone out'),
    );
    expect(text(view.container, 'outbox-sms')).toBe('Off (SMS_URL is not set)');
    expect(view.container.querySelector('table')).toBeNull();
    view.unmount();
  });
});
