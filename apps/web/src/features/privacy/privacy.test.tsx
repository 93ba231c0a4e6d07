import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { render, submit, type, waitFor } from '../../test/render.tsx';
import { EraseCitizen } from './EraseCitizen.tsx';
import { ErasuresList } from './ErasuresList.tsx';
import { YourData } from './YourData.tsx';

/** Generous: these run beside a busy machine's other suites. */
const until = <T,>(check: () => T) => waitFor(check);

const buttonByText = (text: string) =>
  [...document.body.querySelectorAll('button')].find((button) => button.textContent === text);

describe('the profile: your data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the download to the export route and deletes the account with the password', async () => {
    const fetch = fakeTrpc({
      'auth.me': { data: { user: null } },
      'privacy.eraseMine': {
        error: { message: 'The password is not correct. Nothing was deleted.', status: 400 },
      },
    });
    const view = await render(<YourData />);
    const link = view.container.querySelector<HTMLAnchorElement>(
      '[data-testid="download-my-data"]',
    );
    expect(link?.getAttribute('href')).toBe('/api/me/export');
    expect(link?.hasAttribute('download')).toBe(true);

    await act(async () => buttonByText('Delete my account')?.click());
    const dialog = await until(() => {
      const found = document.body.querySelector<HTMLElement>('[role="dialog"]');
      if (!found) throw new Error('no dialog');
      return found;
    });
    expect(dialog.textContent).toContain('Kept for the accounts: your payments and receipts');
    const password = dialog.querySelector<HTMLInputElement>('input[type="password"]');
    if (!password) throw new Error('no password field');
    await type(password, 'not my password');
    const form = dialog.querySelector('form');
    if (!form) throw new Error('no form');
    await submit(form);
    await until(() =>
      expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
        'The password is not correct. Nothing was deleted.',
      ),
    );
    const call = callsOf(fetch).find((entry) => entry.path === 'privacy.eraseMine');
    expect(JSON.stringify(call?.body)).toContain('not my password');
    view.unmount();
  });
});

describe('the counter: erase the citizen at the desk', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the operator to confirm the citizen asked, then sends the confirmation', async () => {
    const fetch = fakeTrpc({
      'privacy.eraseCitizen': {
        data: {
          message: "The citizen's account has been deleted. Payments and receipts are kept.",
          erasure: {
            id: 'e1',
            citizenId: 'c1',
            door: 'counter',
            erasedBy: 'Operator',
            applicationsRemoved: 1,
            ordersRemoved: 0,
            keptForAccounts: 0,
            lockerDocuments: 0,
            filesDeleted: 3,
            filesFailed: 0,
            requestedAt: '2026-11-25T05:00:00.000Z',
            completedAt: '2026-11-25T05:00:00.000Z',
          },
        },
      },
    });
    const erased = vi.fn();
    const view = await render(<EraseCitizen citizenId="c1" name="रमेश कुमार" onErased={erased} />);
    await act(async () => buttonByText('Delete account…')?.click());
    const confirm = await until(() => {
      const found = buttonByText('Delete account');
      if (!found) throw new Error('no confirm button');
      return found;
    });
    expect(confirm.disabled).toBe(true);
    const box = document.body.querySelector<HTMLInputElement>('input[type="checkbox"]');
    await act(async () => box?.click());
    expect(confirm.disabled).toBe(false);
    await act(async () => confirm.click());
    await until(() => expect(erased).toHaveBeenCalled());
    const call = callsOf(fetch).find((entry) => entry.path === 'privacy.eraseCitizen');
    expect(JSON.stringify(call?.body)).toContain('"confirm":true');
    // The dialog closes before the test ends, so no update lands after it.
    await until(() => expect(document.body.querySelector('[role="dialog"]')).toBeNull());
    view.unmount();
  });
});

describe('the operators’ list of deleted accounts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who deleted which account and what was kept, without names', async () => {
    fakeTrpc({
      'privacy.erasures': {
        data: {
          data: [
            {
              id: 'e1',
              citizenId: 'c1',
              door: 'counter',
              erasedBy: 'Operator',
              applicationsRemoved: 2,
              ordersRemoved: 1,
              keptForAccounts: 1,
              lockerDocuments: 0,
              filesDeleted: 7,
              filesFailed: 0,
              requestedAt: '2026-11-25T05:00:00.000Z',
              completedAt: '2026-11-25T05:00:00.000Z',
            },
          ],
          nextCursor: null,
        },
      },
    });
    const view = await render(<ErasuresList />);
    const table = await until(() => {
      const found = view.container.querySelector('[data-testid="erasures"]');
      if (!found) throw new Error('no table');
      return found;
    });
    expect(table.textContent).toContain('Counter: Operator');
    expect(table.textContent).toContain('2 applications, 1 order, 7 files');
    view.unmount();
  });
});
