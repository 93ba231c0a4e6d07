import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { AssignmentPanel } from './AssignmentPanel.tsx';
import { isOverdue } from './WorkFilters.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const me = { user: { _id: 'op1', name: 'Asha Sinha', email: 'asha@example.test', role: 'admin' } };

/** auth.me answers the session; every mutation gets `mutation`. */
function serve(mutation: { status: number; body: unknown }) {
  return vi.fn(async (url: string | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://x').pathname.replace(/^\/trpc\//, '');
    if (init?.method === 'POST') {
      return new Response(JSON.stringify([mutation.body]), {
        status: mutation.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    const results = path
      .split(',')
      .map((name) => ({ result: { data: name === 'auth.me' ? me : null } }));
    return new Response(JSON.stringify(results), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

const posts = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => ({
      path: new URL(String(url), 'http://x').pathname,
      input: JSON.parse(String((init as RequestInit).body))['0'],
    }));

const button = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);

const ok = { status: 200, body: { result: { data: { message: 'Assigned to Asha Sinha' } } } };

describe('AssignmentPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it("an unassigned application: 'Assign to me' gives it to the signed-in operator", async () => {
    const fetch = serve(ok);
    vi.stubGlobal('fetch', fetch);
    const view = await render(<AssignmentPanel id="a1" assignedTo={null} />);
    expect(view.container.textContent).toContain('Not assigned to anyone yet');
    await waitFor(() => expect(button(view.container, 'Assign to me')).toBeDefined());
    await act(async () => button(view.container, 'Assign to me')?.click());
    await waitFor(() =>
      expect(posts(fetch)).toEqual([
        { path: '/trpc/admin.assign', input: { id: 'a1', operatorId: 'op1' } },
      ]),
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Assigned to Asha Sinha'));
    view.unmount();
  });

  it("someone else's: only 'Take over', from the operator shown; a refusal shows why", async () => {
    const fetch = serve({
      status: 409,
      body: {
        error: {
          message: 'The application was changed by someone else. Please reload.',
          code: -32600,
          data: { code: 'CONFLICT', httpStatus: 409, reason: 'STALE' },
        },
      },
    });
    vi.stubGlobal('fetch', fetch);
    const view = await render(
      <AssignmentPanel
        id="a1"
        assignedTo={{ _id: 'op2', name: 'Bilal Ahmad', at: '2026-11-24T05:00:00.000Z' }}
      />,
    );
    expect(view.container.textContent).toContain('Bilal Ahmad is working on it');
    expect(button(view.container, 'Assign to me')).toBeUndefined();
    expect(button(view.container, 'Unassign')).toBeUndefined();
    await act(async () => button(view.container, 'Take over')?.click());
    await waitFor(() =>
      expect(posts(fetch)).toEqual([
        { path: '/trpc/admin.takeOver', input: { id: 'a1', from: 'op2' } },
      ]),
    );
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'The application was changed by someone else. Please reload.',
      ),
    );
    view.unmount();
  });

  it("the operator's own: give it on or unassign it", async () => {
    const fetch = serve(ok);
    vi.stubGlobal('fetch', fetch);
    const view = await render(
      <AssignmentPanel
        id="a1"
        assignedTo={{ _id: 'op1', name: 'Asha Sinha', at: '2026-11-24T05:00:00.000Z' }}
      />,
    );
    await waitFor(() => expect(view.container.textContent).toContain('You are working on it'));
    expect(button(view.container, 'Give to…')).toBeDefined();
    await act(async () => button(view.container, 'Unassign')?.click());
    await waitFor(() =>
      expect(posts(fetch)).toEqual([
        { path: '/trpc/admin.assign', input: { id: 'a1', operatorId: null } },
      ]),
    );
    view.unmount();
  });
});

describe('isOverdue', () => {
  it('past the promised date while pending or in progress; never waiting or closed', () => {
    const today = '2026-11-25';
    expect(isOverdue('2026-11-24', 'pending', today)).toBe(true);
    expect(isOverdue('2026-11-24', 'in_progress', today)).toBe(true);
    expect(isOverdue('2026-11-25', 'pending', today)).toBe(false);
    expect(isOverdue('2026-11-24', 'needs_documents', today)).toBe(false);
    expect(isOverdue('2026-11-24', 'completed', today)).toBe(false);
    expect(isOverdue(null, 'pending', today)).toBe(false);
  });
});
