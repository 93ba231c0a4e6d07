import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '../../test/render.tsx';
import { toastError } from '../../ui/toasts.tsx';
import { UploadDocument } from './UploadDocument.tsx';

vi.mock('../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

describe('UploadDocument', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
  });

  it("offers only the allowed types and closes on a refused file with the server's message", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Only PDF, JPG or PNG files are allowed' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const view = await render(<UploadDocument applicationId="a1" />);
    const input = document.body.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // The picker's accept list comes from the shared file rules.
    expect(input.accept).toMatch(/pdf/i);
    expect(input.accept).not.toBe('');
    const file = new File(['%PDF-1.4'], 'result.pdf', { type: 'application/pdf' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    await waitFor(() =>
      expect(document.body.querySelector('[data-testid="upload-file-name"]')?.textContent).toBe(
        'result.pdf',
      ),
    );
    const confirm = [
      ...(document.body.querySelector('[role="dialog"]')?.querySelectorAll('button') ?? []),
    ].find((b) => b.textContent?.trim() === 'Confirm Upload');
    if (!confirm) throw new Error('no confirm button');
    await act(async () => confirm.click());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Document upload failed: Only PDF, JPG or PNG files are allowed',
      ),
    );
    await waitFor(() => expect(document.body.querySelector('[role="dialog"]')).toBeNull());
    view.unmount();
  });
});
