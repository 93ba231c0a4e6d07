import type { FastifyInstance } from 'fastify';
export interface CallResult {
  status: number;
  json: any;
  text: string;
  headers: Headers;
}

/**
 * Calls the server over real HTTP on loopback: JSON bodies, or FormData as a real multipart
 * stream. `auth` is the Bearer header of a test account (or null: signed out).
 */
export function httpCaller(base: () => string) {
  return async function call(
    method: string,
    path: string,
    auth: { authorization?: string } | null,
    body?: FormData | object,
  ): Promise<CallResult> {
    const headers: Record<string, string> = {};
    if (auth?.authorization) headers.authorization = auth.authorization;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${base()}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: response.status, json, text, headers: response.headers };
  };
}

export type Part = string | { data: Buffer; name: string; type?: string };

/** A multipart body as a browser builds it: text fields and files (undefined parts left out). */
export function multipart(parts: Record<string, Part | undefined>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    if (typeof value === 'string') body.append(key, value);
    else
      body.append(
        key,
        new Blob([value.data], { type: value.type ?? 'application/octet-stream' }),
        value.name,
      );
  }
  return body;
}

/** One tRPC call as the typed client makes it: queries by GET with `?input=`, mutations by POST. */
export function trpcCall(
  app: FastifyInstance,
  kind: 'query' | 'mutation',
  path: string,
  auth: Record<string, string> | null,
  input?: unknown,
) {
  const headers = { ...(auth ?? {}) };
  if (kind === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return app.inject({ method: 'GET', url: `/trpc/${path}${query}`, headers });
  }
  return app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input ?? {}),
  });
}
