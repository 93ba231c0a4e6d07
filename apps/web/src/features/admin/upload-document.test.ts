import { describe, expect, it, vi } from 'vitest';
import { uploadResultDocument } from './upload-document.ts';

const file = new File([new Uint8Array([37, 80, 68, 70])], 'result.pdf', {
  type: 'application/pdf',
});

describe('uploadResultDocument', () => {
  it('posts the file as an additional document and resolves with the message', async () => {
    const send = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Document uploaded successfully!' }), {
          status: 201,
        }),
    );
    await expect(uploadResultDocument('abc', file, 'fallback', send)).resolves.toBe(
      'Document uploaded successfully!',
    );
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/services/abc/documents');
    const body = init.body as FormData;
    expect(body.get('documentType')).toBe('additional_document');
    expect((body.get('document') as File).name).toBe('result.pdf');
  });

  it("rejects with the server's message", async () => {
    const send = vi.fn(
      async () => new Response(JSON.stringify({ message: 'File too large' }), { status: 413 }),
    );
    await expect(uploadResultDocument('abc', file, 'fallback', send)).rejects.toThrow(
      'File too large',
    );
  });

  it('falls back when the network fails or the body is not JSON', async () => {
    await expect(
      uploadResultDocument('abc', file, 'fallback', async () => {
        throw new TypeError('offline');
      }),
    ).rejects.toThrow('fallback');
    await expect(
      uploadResultDocument(
        'abc',
        file,
        'fallback',
        async () => new Response('oops', { status: 502 }),
      ),
    ).rejects.toThrow('fallback');
  });
});
