import { describe, expect, it } from 'vitest';
import { UploadError, type UploadPath, uploadForm } from './upload.ts';

/** A stand-in XMLHttpRequest that answers with the given status and body after some progress. */
function fakeRequest(status: number, body: string, fail = false) {
  const request = {
    status: 0,
    responseText: '',
    responseType: '',
    method: '',
    url: '',
    upload: {} as { onprogress?: (event: Partial<ProgressEvent>) => void },
    onload: undefined as undefined | (() => void),
    onerror: undefined as undefined | (() => void),
    onabort: undefined as undefined | (() => void),
    open(method: string, url: string) {
      request.method = method;
      request.url = url;
    },
    abort() {
      request.onabort?.();
    },
    send() {
      queueMicrotask(() => {
        request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
        if (fail) {
          request.onerror?.();
          return;
        }
        request.status = status;
        request.responseText = body;
        request.onload?.();
      });
    },
  };
  return request;
}

describe('uploadForm', () => {
  it('reports progress and resolves with the server message', async () => {
    const request = fakeRequest(
      201,
      JSON.stringify({ message: 'ok', service: { referenceNumber: 'SEVA-2026-000001' } }),
    );
    const progress: number[] = [];
    const result = await uploadForm(
      '/api/services/apply/itr',
      new FormData(),
      { fallback: 'failed', onProgress: (p) => progress.push(p) },
      () => request as unknown as XMLHttpRequest,
    );
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/services/apply/itr');
    expect(progress).toEqual([25, 100]);
    expect(result.message).toBe('ok');
    expect(result.service.referenceNumber).toBe('SEVA-2026-000001');
  });

  it('rejects a success status whose body is not an answer', async () => {
    await expect(
      uploadForm(
        '/api/services/apply/itr',
        new FormData(),
        { fallback: 'failed' },
        () => fakeRequest(201, '<html>') as never,
      ),
    ).rejects.toEqual(new UploadError('failed', 201));
  });

  it('takes only routes that accept a multipart form', () => {
    // @ts-expect-error The order list is not an upload route.
    const wrong: UploadPath = '/api/orders/my-orders';
    const right: UploadPath = '/api/orders';
    expect([wrong, right]).toHaveLength(2);
  });

  it("rejects with the server's message", async () => {
    const request = fakeRequest(
      413,
      JSON.stringify({ message: 'File size should not exceed 5MB' }),
    );
    await expect(
      uploadForm(
        '/api/services/apply/itr',
        new FormData(),
        { fallback: 'failed' },
        () => request as never,
      ),
    ).rejects.toEqual(new UploadError('File size should not exceed 5MB', 413));
  });

  it('falls back when the body has no message or the network fails', async () => {
    await expect(
      uploadForm(
        '/api/services/apply/itr',
        new FormData(),
        { fallback: 'failed' },
        () => fakeRequest(502, '<html>', false) as never,
      ),
    ).rejects.toThrow('failed');
    await expect(
      uploadForm(
        '/api/services/apply/itr',
        new FormData(),
        { fallback: 'failed' },
        () => fakeRequest(0, '', true) as never,
      ),
    ).rejects.toThrow('failed');
  });
});
