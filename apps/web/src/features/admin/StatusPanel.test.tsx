import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
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
    const pending = await render(<StatusPanel id="a1" status="pending" serviceType="PanCard" />);
    expect(buttons(pending.container)).toEqual([
      'Mark as In Progress',
      'Send back for documents',
      'Reject',
    ]);
    pending.unmount();
    const working = await render(
      <StatusPanel id="a1" status="in_progress" serviceType="PanCard" />,
    );
    expect(buttons(working.container)).toEqual([
      'Mark as In Progress',
      'Mark as Completed',
      'Send back for documents',
      'Reject',
    ]);
    const inProgress = working.container.querySelector('button');
    expect(inProgress?.disabled).toBe(true);
    expect([...working.container.querySelectorAll('button')].map((b) => b.disabled)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    working.unmount();
    const done = await render(<StatusPanel id="a1" status="completed" serviceType="PanCard" />);
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
    const view = await render(<StatusPanel id="a1" status="pending" serviceType="PanCard" />);
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

  it('sends back with a message and a checklist; refuses an empty one', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        trpcAnswer(
          { error: { message: 'stop here', code: -32009, data: { httpStatus: 409 } } },
          409,
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const view = await render(<StatusPanel id="a1" status="in_progress" serviceType="PanCard" />);
    const open = [...view.container.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Send back for documents',
    );
    await act(async () => open?.click());
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('[data-testid="send-back-form"]');
      if (!found) throw new Error('no dialog');
      return found;
    });
    // The slots of a PAN application, by name.
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((box) => box.value)).toEqual(['photo', 'signature', 'aadharFile']);
    await act(async () => form.requestSubmit());
    expect(form.textContent).toContain('A message to the citizen is required');
    expect(form.textContent).toContain('Choose at least one document the citizen must bring');
    expect(fetch).not.toHaveBeenCalled();

    const message = form.querySelector('textarea');
    await act(async () => {
      if (!message) return;
      const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      set?.call(message, 'The photo is blurred');
      message.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => boxes[0]?.click());
    // A named extra document: Enter in its name adds it, and does not send the form.
    const extra = form.querySelector<HTMLInputElement>('input[type="text"], input:not([type])');
    await act(async () => {
      if (!extra) return;
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      set?.call(extra, 'Income proof');
      extra.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      extra?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(form.textContent).toContain('Income proof');
    await act(async () => form.requestSubmit());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(JSON.stringify(body)).toContain(
      JSON.stringify({
        id: 'a1',
        change: {
          status: 'needs_documents',
          reason: 'The photo is blurred',
          documents: [
            { key: 'photo', label: 'Photo' },
            { key: 'income-proof', label: 'Income proof' },
          ],
        },
      }),
    );
    view.unmount();
  });

  it('asks before marking as completed, naming the application; Cancel sends nothing', async () => {
    const fetch = fakeTrpc({
      'admin.changeStatus': { data: { message: 'Status updated successfully!' } },
      'applications.byId': { data: null },
      'admin.list': { data: { data: [], total: 0, totalIsCapped: false, nextCursor: null } },
      'admin.overview': { data: null },
    });
    const view = await render(
      <StatusPanel
        id="a1"
        status="in_progress"
        serviceType="PanCard"
        reference="SEVA-2026-000123"
      />,
    );
    const complete = () =>
      [...view.container.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Mark as Completed',
      );
    const dialogButton = (text: string) =>
      [...(document.body.querySelector('[role="dialog"]')?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent?.trim() === text,
      );
    await act(async () => complete()?.click());
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        'SEVA-2026-000123 will be marked as completed and the citizen told by e-mail.',
      ),
    );
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => dialogButton('Cancel')?.click());
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => complete()?.click());
    await waitFor(() => expect(dialogButton('Yes, mark as completed')).toBeTruthy());
    await act(async () => dialogButton('Yes, mark as completed')?.click());
    await waitFor(() =>
      expect(callsOf(fetch)[0]).toEqual({
        path: 'admin.changeStatus',
        body: { 0: { id: 'a1', change: { status: 'completed' } } },
      }),
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Status updated successfully!'));
    view.unmount();
  });
});
