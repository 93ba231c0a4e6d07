import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ma } from '../../../messages/application-screens.ts';
import { render, waitFor } from '../../../test/render.tsx';
import { toastError, toastSuccess } from '../../../ui/toasts.tsx';
import { RequestedDocuments } from './RequestedDocuments.tsx';

vi.mock('../../../ui/toasts.tsx', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const documents = [
  { key: 'photo', label: 'A clearer photo', received: false },
  { key: 'incomeProof', label: 'Income proof', received: true },
];

async function choose(input: HTMLInputElement, file: File) {
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('RequestedDocuments (the citizen answers a send-back)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toastError).mockClear();
    vi.mocked(toastSuccess).mockClear();
  });

  it('lists each item; received ones say so, the others have their own upload', async () => {
    const view = await render(
      <RequestedDocuments
        applicationId="a1"
        serviceType="PanCard"
        documents={documents}
        canUpload
        texts={ma.requested}
        onUploaded={async () => {}}
      />,
    );
    const items = [...view.container.querySelectorAll('[data-testid="requested-document"]')];
    expect(items.map((item) => item.getAttribute('data-key'))).toEqual(['photo', 'incomeProof']);
    expect(items[0]?.querySelector('button')?.getAttribute('aria-label')).toBe(
      'Upload A clearer photo',
    );
    expect(items[1]?.querySelector('button')).toBeNull();
    expect(items[1]?.textContent).toContain('Received');
    // A photo slot takes JPEG and PNG only.
    expect(items[0]?.querySelector('input[type="file"]')?.getAttribute('accept')).toBe(
      'image/jpeg,image/png,.jpg,.jpeg,.png',
    );
    view.unmount();
  });

  it('sends the file under the requested key and reloads; shows the server’s refusal', async () => {
    const fetch = vi
      .fn<(url: string, init?: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ message: 'Document uploaded successfully!' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ message: 'This document has already been received' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
      );
    vi.stubGlobal('fetch', fetch);
    const reloaded = vi.fn(async () => {});
    const view = await render(
      <RequestedDocuments
        applicationId="a1"
        serviceType="PanCard"
        documents={documents}
        canUpload
        texts={ma.requested}
        onUploaded={reloaded}
      />,
    );
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await choose(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'new.jpg'));
    await waitFor(() => expect(reloaded).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/services/a1/documents');
    const body = init?.body as FormData;
    expect(body.get('documentType')).toBe('photo');
    expect((body.get('document') as File).name).toBe('new.jpg');
    expect(toastSuccess).toHaveBeenCalledWith('Document uploaded successfully!');

    await choose(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'again.jpg'));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('This document has already been received'),
    );
    view.unmount();
  });

  it('shows the list only once the application no longer waits', async () => {
    const view = await render(
      <RequestedDocuments
        applicationId="a1"
        serviceType="PanCard"
        documents={documents}
        canUpload={false}
        texts={ma.requested}
        onUploaded={async () => {}}
      />,
    );
    expect(view.container.querySelectorAll('button')).toHaveLength(0);
    expect(view.container.textContent).toContain('A clearer photo');
    view.unmount();
  });
});
