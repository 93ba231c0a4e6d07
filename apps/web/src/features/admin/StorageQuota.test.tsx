import { storageQuotaMessages } from '@seva/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTrpc } from '../../test/fake-trpc.ts';
import { inputByLabel, render, submit, type, waitFor } from '../../test/render.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { StorageQuota } from './StorageQuota.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const label = 'Storage per citizen (MB)';

async function screen(storageQuotaMb = 200) {
  const onSaved = vi.fn(async () => {});
  const view = await render(<StorageQuota storageQuotaMb={storageQuotaMb} onSaved={onSaved} />);
  const input = inputByLabel(view.container, label);
  const form = view.container.querySelector('form');
  if (!form) throw new Error('no form');
  return { ...view, input, form, onSaved };
}

describe('StorageQuota', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it("shows the server's value in MB and refuses what the schema refuses, without a call", async () => {
    const fetch = fakeTrpc({});
    const view = await screen(200);
    expect(view.input.value).toBe('200');
    const cases: Array<[string, string]> = [
      ['5', storageQuotaMessages.range],
      ['20000', storageQuotaMessages.range],
      ['', storageQuotaMessages.required],
    ];
    for (const [value, message] of cases) {
      await type(view.input, value);
      await submit(view.form);
      await waitFor(() => expect(view.container.textContent).toContain(message));
      expect(view.input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(callsOf(fetch)).toEqual([]);
    view.unmount();
  });

  it('saves a whole number of MB, says so and refreshes the settings', async () => {
    const fetch = fakeTrpc({
      'admin.updateStorageQuota': {
        data: { message: storageQuotaMessages.saved, storageQuotaMb: 500 },
      },
    });
    const view = await screen(200);
    await type(view.input, '500');
    await submit(view.form);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(storageQuotaMessages.saved));
    expect(callsOf(fetch)).toEqual([
      { path: 'admin.updateStorageQuota', body: { 0: { storageQuotaMb: 500 } } },
    ]);
    expect(view.onSaved).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it("shows the server's refusal", async () => {
    fakeTrpc({
      'admin.updateStorageQuota': { error: { message: 'Something else is wrong', status: 400 } },
    });
    const view = await screen(200);
    await type(view.input, '300');
    await submit(view.form);
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Something else is wrong'));
    view.unmount();
  });
});
