/** What the REST apply routes answer: 201 `{ message, service }`, or 4xx/5xx `{ message }`. */
export interface UploadResult {
  message: string;
  service?: { _id?: string; referenceNumber?: string } & Record<string, unknown>;
  /** The whole answer, for calls that return something else than `service` (orders). */
  body?: Record<string, unknown>;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? Object.fromEntries(Object.entries(body)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POSTs a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress —
 * on a slow mobile connection a 5 MB scan takes a while. Same origin: the session cookie goes
 * with it; no auth header. Rejects with the server's `{ message }`, else `fallback`.
 */
export function uploadForm(
  url: string,
  body: FormData,
  options: { fallback: string; onProgress?: (percent: number) => void; signal?: AbortSignal },
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<UploadResult> {
  const { fallback, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const request = createRequest();
    request.open('POST', url);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      const data = parse(request.responseText);
      const message = typeof data?.message === 'string' ? data.message : undefined;
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve({
          message: message ?? '',
          service: data?.service as UploadResult['service'],
          body: data,
        });
      } else {
        reject(new UploadError(message || fallback, request.status));
      }
    };
    request.onerror = () => reject(new UploadError(fallback, 0));
    request.onabort = () => reject(new UploadError(fallback, 0));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
