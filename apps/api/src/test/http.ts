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
