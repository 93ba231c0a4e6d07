import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, type, waitFor } from '../../test/render.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../ui/SearchField.tsx';
import { ApplicationsList } from './ApplicationsList.tsx';

const page = (data: unknown[], nextCursor: string | null = null) =>
  new Response(
    JSON.stringify([
      { result: { data: { data, total: data.length, totalIsCapped: false, nextCursor } } },
    ]),
    { headers: { 'content-type': 'application/json' } },
  );

const row = {
  _id: 'a1',
  referenceNumber: 'SEVA-2026-000123',
  serviceType: 'RTPS',
  status: 'pending',
  applicantName: 'Meena Devi',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  user: { _id: 'u1', name: 'Meena Devi', email: 'meena@example.test' },
  promisedBy: '2020-01-06',
  assignedTo: { _id: 'op1', name: 'Asha Sinha' },
};

/** The input of each list call, in order. */
function inputs(fetch: ReturnType<typeof vi.fn>) {
  return fetch.mock.calls.map(([url]) => {
    const input = new URL(String(url), 'http://x').searchParams.get('input') ?? '{}';
    return (
      JSON.parse(input) as Record<string, { search?: string; status?: string; type?: string }>
    )['0'];
  });
}

/** The `search` each list call asked for, in order. */
function searches(fetch: ReturnType<typeof vi.fn>) {
  return inputs(fetch).map((input) => input?.search);
}

const emptyText = (container: HTMLElement) =>
  container.querySelector('[data-testid="services-empty"]')?.textContent;

describe('ApplicationsList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server once per pause in typing, not per key', async () => {
    const fetch = vi.fn(async () => page([row]));
    vi.stubGlobal('fetch', fetch);
    const view = await render(<ApplicationsList />);
    await waitFor(() => expect(view.container.textContent).toContain('SEVA-2026-000123'));
    const search = view.container.querySelector<HTMLInputElement>('input[type="search"]');
    if (!search) throw new Error('no search box');
    await type(search, '1');
    await type(search, '12');
    await type(search, '123');
    // The debounce timer fires inside act, as React expects of a state update in a test.
    await act(() => new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 100)));
    await waitFor(() => expect(searches(fetch)).toEqual([undefined, '123']));
    expect(view.container.textContent).toContain('Total services: 1');
    view.unmount();
  });

  it("shows each row's promised date, marked when overdue, and who works it", async () => {
    const fetch = vi.fn(async () => page([row]));
    vi.stubGlobal('fetch', fetch);
    const view = await render(<ApplicationsList initialDue="overdue" />);
    await waitFor(() => expect(view.container.textContent).toContain('SEVA-2026-000123'));
    expect(view.container.textContent).toContain('06 Jan 2020');
    expect(view.container.textContent).toContain('Overdue');
    expect(view.container.textContent).toContain('Asha Sinha');
    // Opened from the overview's link: the list asks for the overdue ones.
    expect((inputs(fetch)[0] as Record<string, unknown>)?.due).toBe('overdue');
    view.unmount();
  });

  it("shows the seed's empty text when nothing was applied for", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => page([])),
    );
    const view = await render(<ApplicationsList />);
    await waitFor(() =>
      expect(view.container.textContent).toContain('No services have been applied yet.'),
    );
    view.unmount();
  });

  it('says a search found nothing, not that the queue is empty, and clears it', async () => {
    const fetch = vi.fn(async () => page([]));
    vi.stubGlobal('fetch', fetch);
    const view = await render(<ApplicationsList />);
    await waitFor(() =>
      expect(emptyText(view.container)).toBe('No services have been applied yet.'),
    );
    const search = view.container.querySelector<HTMLInputElement>('input[type="search"]');
    if (!search) throw new Error('no search box');
    await type(search, 'nobody');
    await act(() => new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 100)));
    await waitFor(() => expect(searches(fetch)).toEqual([undefined, 'nobody']));
    await waitFor(() =>
      expect(emptyText(view.container)).toBe('No applications match these filters'),
    );
    expect(view.container.textContent).not.toContain('No services have been applied yet.');
    const clear = [...view.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Clear filters',
    );
    await act(async () => clear?.click());
    await waitFor(() =>
      expect(emptyText(view.container)).toBe('No services have been applied yet.'),
    );
    expect(search.value).toBe('');
    // Back brings the search back, box and list, and it stays in the URL.
    await act(async () => view.router.history.back());
    await waitFor(() => expect(search.value).toBe('nobody'));
    await act(() => new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 100)));
    expect(view.router.state.location.search).toMatchObject({ q: 'nobody' });
    await waitFor(() =>
      expect(emptyText(view.container)).toBe('No applications match these filters'),
    );
    view.unmount();
  });

  it.each([
    ['PanCard', 'No PAN card services available.'],
    ['JobCard', 'No Job card services available.'],
    ['RTPS', 'No RTPS services available.'],
    ['ITR', 'No ITR services available.'],
  ] as const)(
    'a %s list shows its own seed empty text, and "no match" once filtered',
    async (serviceType, text) => {
      const fetch = vi.fn(async () => page([]));
      vi.stubGlobal('fetch', fetch);
      const view = await render(<ApplicationsList type={serviceType} />);
      // The first list of a run loads Mantine's Chip and Select code: slower on a busy machine.
      await waitFor(() => expect(emptyText(view.container)).toBe(text));
      const completed = view.container.querySelector<HTMLInputElement>(
        'input[type="radio"][value="completed"]',
      );
      if (!completed) throw new Error('no completed chip');
      await act(async () => completed.click());
      await waitFor(() =>
        expect(inputs(fetch).at(-1)).toMatchObject({ type: serviceType, status: 'completed' }),
      );
      await waitFor(() =>
        expect(emptyText(view.container)).toBe('No applications match these filters'),
      );
      view.unmount();
    },
    15_000,
  );

  it('reads its filters, search, order and page from the URL and writes them back', async () => {
    const fetch = vi.fn(async () => page([row], 'c2'));
    vi.stubGlobal('fetch', fetch);
    const view = await render(
      <ApplicationsList />,
      '/?status=pending&q=meena&pages=%5B%22c1%22%5D&bogus=1&sort=sideways',
    );
    await waitFor(() => expect(view.container.textContent).toContain('SEVA-2026-000123'));
    // An unreadable sort is dropped: the default is the one waiting longest first.
    expect(inputs(fetch)[0]).toMatchObject({
      status: 'pending',
      search: 'meena',
      sort: 'oldest',
      cursor: 'c1',
    });
    const search = view.container.querySelector<HTMLInputElement>('input[type="search"]');
    expect(search?.value).toBe('meena');
    // Next page: pushed into the URL.
    const next = [...view.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Next',
    );
    await act(async () => next?.click());
    await waitFor(() =>
      expect(view.router.state.location.search).toMatchObject({ pages: ['c1', 'c2'] }),
    );
    // The next page's request follows the URL a moment later.
    await waitFor(() =>
      expect(inputs(fetch).at(-1)).toMatchObject({ cursor: 'c2', status: 'pending' }),
    );
    view.unmount();
  });

  it('opens the whole row with Enter, carrying the queue in the detail URL', async () => {
    const fetch = vi.fn(async () => page([row]));
    vi.stubGlobal('fetch', fetch);
    const view = await render(<ApplicationsList />, '/?status=pending');
    await waitFor(() => expect(view.container.textContent).toContain('SEVA-2026-000123'));
    const tr = view.container.querySelector<HTMLElement>('tr[data-reference="SEVA-2026-000123"]');
    if (!tr) throw new Error('no row');
    expect(tr.getAttribute('tabindex')).toBe('0');
    // Filed 20 Nov 2026 10:00 UTC: how long it has waited, in days.
    expect(tr.querySelector('[data-testid="waited"]')?.textContent).toMatch(/^\d+ days?$/);
    await act(async () => {
      tr.focus();
      tr.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/admin-dashboard/service/rtps/a1'),
    );
    expect(view.router.state.location.search).toMatchObject({ status: 'pending', from: 'all' });
    view.unmount();
  });
});
