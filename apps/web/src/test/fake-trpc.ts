import { vi } from 'vitest';

type Answer = { data: unknown } | { error: { message: string; status: number } };

/**
 * A stand-in for the server in component tests: answers tRPC batch calls by procedure name
 * (`'orders.mine'`), the way httpBatchLink expects. Test code only. Returns the fetch mock, whose
 * calls hold each request (URL and body) for assertions.
 */
export function fakeTrpc(answers: Record<string, Answer | (() => Answer)>) {
  const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname.replace(/^\/trpc\//, '');
    let status = 200;
    const results = path.split(',').map((name) => {
      const found = answers[name];
      const answer = typeof found === 'function' ? found() : found;
      if (!answer) throw new Error(`No fake answer for ${name}`);
      if ('data' in answer) return { result: { data: answer.data } };
      status = answer.error.status;
      return {
        error: {
          message: answer.error.message,
          code: -32000,
          data: { httpStatus: answer.error.status },
        },
      };
    });
    return new Response(JSON.stringify(results), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The procedure names and bodies of the calls made so far. */
export function callsOf(fetch: ReturnType<typeof fakeTrpc>) {
  return fetch.mock.calls.map(([url, init]) => ({
    path: new URL(String(url), 'http://localhost').pathname.replace(/^\/trpc\//, ''),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}
