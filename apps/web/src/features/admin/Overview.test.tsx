import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '../../test/render.tsx';
import { Overview } from './Overview.tsx';

const recentBackup = {
  scheduled: true,
  lastSuccessAt: new Date().toISOString(),
  lastError: null,
  stale: false,
};

const overview = (
  lowDiskSpace: { freeMb: number; minFreeMb: number } | null,
  backup: {
    scheduled: boolean;
    lastSuccessAt: string | null;
    lastError: string | null;
    stale: boolean;
  } = recentBackup,
) => ({
  byStatus: { pending: 1, in_progress: 0, completed: 0, rejected: 0 },
  byType: { PanCard: 0, RTPS: 1, JobCard: 0, ITR: 0 },
  total: 1,
  overdueByType: { PanCard: 0, RTPS: 2, JobCard: 0, ITR: 1 },
  recent: [],
  lowDiskSpace,
  backup,
});

/** Answers each tRPC procedure in the (possibly batched) call. */
function serve(answers: Record<string, unknown>) {
  return vi.fn(async (url: string | URL) => {
    const path = new URL(String(url), 'http://x').pathname.replace(/^\/trpc\//, '');
    const results = path.split(',').map((name) => ({ result: { data: answers[name] ?? null } }));
    return new Response(JSON.stringify(results), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

const me = { user: { _id: 'u1', name: 'Owner', email: 'owner@example.test', role: 'admin' } };
const warning = (container: HTMLElement) =>
  container.querySelector('[data-testid="overview-low-disk"]');
const backupNote = (container: HTMLElement) =>
  container.querySelector('[data-testid="overview-backup"]');

describe('Overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns the operator while uploads are paused for want of disk space', async () => {
    vi.stubGlobal(
      'fetch',
      serve({ 'auth.me': me, 'admin.overview': overview({ freeMb: 812, minFreeMb: 1024 }) }),
    );
    const view = await render(<Overview />);
    await waitFor(() => expect(warning(view.container)).not.toBeNull());
    expect(warning(view.container)?.getAttribute('role')).toBe('alert');
    expect(warning(view.container)?.textContent).toContain(
      'Uploads are paused: the server is low on disk space',
    );
    expect(warning(view.container)?.textContent).toContain('Only 812 MB is free');
    expect(warning(view.container)?.textContent).toContain('below 1,024 MB');
    view.unmount();
  });

  it('shows no warning when there is room', async () => {
    vi.stubGlobal('fetch', serve({ 'auth.me': me, 'admin.overview': overview(null) }));
    const view = await render(<Overview />);
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="overview-total"]')?.textContent).toBe('1'),
    );
    expect(warning(view.container)).toBeNull();
    view.unmount();
  });

  it('warns while no backup exists, and says how to make one when none is scheduled', async () => {
    vi.stubGlobal(
      'fetch',
      serve({
        'auth.me': me,
        'admin.overview': overview(null, {
          scheduled: false,
          lastSuccessAt: null,
          lastError: null,
          stale: true,
        }),
      }),
    );
    const view = await render(<Overview />);
    await waitFor(() => expect(backupNote(view.container)).not.toBeNull());
    expect(backupNote(view.container)?.getAttribute('role')).toBe('alert');
    expect(backupNote(view.container)?.textContent).toContain('No backup has been made yet');
    expect(backupNote(view.container)?.textContent).toContain('Set BACKUP_DIR');
    view.unmount();
  });

  it('shows when the last good backup was made, without alarm', async () => {
    vi.stubGlobal('fetch', serve({ 'auth.me': me, 'admin.overview': overview(null) }));
    const view = await render(<Overview />);
    await waitFor(() => expect(backupNote(view.container)).not.toBeNull());
    expect(backupNote(view.container)?.getAttribute('role')).toBeNull();
    expect(backupNote(view.container)?.textContent).toContain('Last backup:');
    view.unmount();
  });
});
