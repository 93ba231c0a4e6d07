import { type Answer, messageIn, type UploadPath } from './rest.ts';

export type { UploadPath };

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POSTs a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress —
 * on a slow mobile connection a 5 MB scan takes a while. Same origin: the session cookie goes
 * with it; no auth header. Resolves with the route's declared answer (the server's declared
 * outputs are tested against its schemas, as tRPC's are); rejects with the server's
 * `{ message }`, else `fallback`.
 */
export function uploadForm<P extends UploadPath>(
  url: P,
  body: FormData,
  options: {
    fallback: string;
    onProgress?: (percent: number) => void;
    signal?: AbortSignal;
    /** Values of the path's `{name}` parameters (the counter's `{citizenId}`). */
    params?: Readonly<Record<string, string>>;
  },
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<Answer<P>> {
  const { fallback, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const request = createRequest();
    request.open(
      'POST',
      url.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(options.params?.[name] ?? ''),
      ),
    );
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      const data = parse(request.responseText);
      const message = messageIn(data);
      if (request.status >= 200 && request.status < 300 && message !== undefined) {
        onProgress?.(100);
        // The one place the answer's type is taken on trust: the REST door's answers are
        // checked against the same schemas the OpenAPI document (and so `paths`) comes from.
        resolve(data as Answer<P>);
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
