import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { StatusPanel } from './StatusPanel.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

function trpcAnswer(body: unknown, status = 200) {
  return new Response(JSON.stringify([body]), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const buttons = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].map((button) => button.textContent?.trim());

describe('StatusPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it('offers In Progress and Reject while pending; Completed and Reject (In Progress shown, disabled) while in progress', async () => {
    const pending = await render(<StatusPanel id="a1" status="pending" />);
    expect(buttons(pending.container)).toEqual(['Mark as In Progress', 'Reject']);
    pending.unmount();
    const working = await render(<StatusPanel id="a1" status="in_progress" />);
    expect(buttons(working.container)).toEqual([
      'Mark as In Progress',
      'Mark as Completed',
      'Reject',
    ]);
    const inProgress = working.container.querySelector('button');
    expect(inProgress?.disabled).toBe(true);
    expect([...working.container.querySelectorAll('button')].map((b) => b.disabled)).toEqual([
      true,
      false,
      false,
    ]);
    working.unmount();
    const done = await render(<StatusPanel id="a1" status="completed" />);
    expect(buttons(done.container)).toEqual([]);
    expect(done.container.textContent).toContain('This application is closed');
    done.unmount();
  });

  it("shows 'Updating...' while the change runs and the server's refusal after", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      (_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetch);
    const view = await render(<StatusPanel id="a1" status="pending" />);
    const button = view.container.querySelector('button');
    await act(async () => button?.click());
    await waitFor(() => expect(buttons(view.container)).toContain('Updating...'));
    expect(view.container.querySelector('button')?.disabled).toBe(true);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('admin.changeStatus');
    await act(async () =>
      answer(
        trpcAnswer(
          {
            error: {
              message: 'The application is already in progress',
              code: -32009,
              data: { httpStatus: 409 },
            },
          },
          409,
        ),
      ),
    );
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('The application is already in progress'),
    );
    view.unmount();
  });
});
