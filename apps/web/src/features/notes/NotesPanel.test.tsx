import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { isSubmitShortcut, NotesPanel } from './NotesPanel.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

/** Answers each tRPC call; records what each mutation was sent. */
function serve(answer: (path: string) => { status: number; body: unknown }) {
  return vi.fn(async (url: string | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://x').pathname.replace(/^\/trpc\//, '');
    const { status, body } = answer(path);
    void init;
    return new Response(JSON.stringify([body]), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const sent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => ({
      path: new URL(String(url), 'http://x').pathname,
      input: JSON.parse(String((init as RequestInit).body))['0'],
    }));

function setText(textarea: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setter?.call(textarea, value);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

const note = {
  _id: 'n1',
  text: 'Citizen will come back on Monday',
  author: 'Asha Sinha',
  createdAt: '2026-11-24T05:30:00.000Z',
};

describe('NotesPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it('lists the notes with author and time, and says so when there are none', async () => {
    const view = await render(<NotesPanel subject="application" id="a1" notes={[note]} />);
    expect(view.container.textContent).toContain('Internal notes');
    expect(view.container.textContent).toContain('Citizen will come back on Monday');
    expect(view.container.textContent).toContain('by Asha Sinha');
    expect(view.container.textContent).toContain('Only operators see these');
    view.unmount();
    const empty = await render(<NotesPanel subject="application" id="a1" notes={[]} />);
    expect(empty.container.textContent).toContain('No internal notes yet.');
    empty.unmount();
  });

  it('adds a note from the keyboard with Ctrl+Enter, trimmed, then empties the box', async () => {
    const fetch = serve(() => ({
      status: 200,
      body: { result: { data: { message: 'Note added', notes: [note] } } },
    }));
    vi.stubGlobal('fetch', fetch);
    const view = await render(<NotesPanel subject="application" id="a1" notes={[]} />);
    const textarea = view.container.querySelector('textarea');
    if (!textarea) throw new Error('no note box');
    expect(textarea.tabIndex).not.toBe(-1);
    expect(view.container.querySelector('label')?.textContent).toContain('New internal note');
    const add = [...view.container.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Add note',
    );
    expect(add?.disabled).toBe(true);
    await act(async () => setText(textarea, '  call back after lunch  '));
    await act(async () => {
      textarea.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }),
      );
    });
    await waitFor(() =>
      expect(sent(fetch)).toEqual([
        {
          path: '/trpc/notes.addToApplication',
          input: { id: 'a1', text: 'call back after lunch' },
        },
      ]),
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Note added'));
    await waitFor(() => expect(textarea.value).toBe(''));
    view.unmount();
  });

  it("an order's note goes to the order, and a refusal shows the server's message", async () => {
    const fetch = serve(() => ({
      status: 400,
      body: {
        error: {
          message: 'Note cannot be empty',
          code: -32600,
          data: { code: 'BAD_REQUEST', httpStatus: 400 },
        },
      },
    }));
    vi.stubGlobal('fetch', fetch);
    const view = await render(<NotesPanel subject="order" id="o1" notes={[]} />);
    const textarea = view.container.querySelector('textarea');
    if (!textarea) throw new Error('no note box');
    await act(async () => setText(textarea, 'paid in coins'));
    const form = view.container.querySelector('form');
    await act(async () => {
      form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await waitFor(() => expect(sent(fetch)[0]?.path).toBe('/trpc/notes.addToOrder'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Note cannot be empty'));
    expect(textarea.value).toBe('paid in coins');
    view.unmount();
  });

  it('only Ctrl+Enter or Cmd+Enter submits; Enter alone makes a new line', () => {
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSubmitShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
