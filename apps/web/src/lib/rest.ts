import type { paths } from '@seva/api-client';

/**
 * The REST door's routes as the web calls them, typed from its OpenAPI description
 * (`@seva/api-client`, generated from the server's Zod schemas): a path, its request body and
 * its success answer. Types only: nothing here reaches the bundle but `postJson` and
 * `messageIn`.
 */
type PostOf<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;

/** Routes that take a body of the given content type. */
type PostPathFor<C extends string> = {
  [P in keyof paths]: paths[P] extends { post: { requestBody: { content: Record<C, unknown> } } }
    ? P
    : never;
}[keyof paths];

/** Routes that take a multipart form (the uploads). */
export type UploadPath = PostPathFor<'multipart/form-data'>;
/** Routes that take a JSON body. */
export type JsonPostPath = PostPathFor<'application/json'>;

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** What a route answers on success: its 200/201 body as the OpenAPI document declares it. */
export type Answer<P extends keyof paths> =
  PostOf<P> extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201>]> : never;

/** The JSON body a route takes. */
export type JsonBody<P extends JsonPostPath> =
  PostOf<P> extends {
    requestBody: { content: { 'application/json': infer B } };
  }
    ? B
    : never;

/** The `message` of an answer or an error body, if it has one. */
export function messageIn(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('message' in body)) return undefined;
  return typeof body.message === 'string' ? body.message : undefined;
}

/**
 * POSTs JSON to a REST route (same origin: the session cookie goes with it). Resolves with the
 * route's declared answer; rejects with the server's `{ message }`, else `fallback` (a network
 * failure, a body that is not an answer).
 */
export async function postJson<P extends JsonPostPath>(
  path: P,
  body: JsonBody<P>,
  fallback: string,
): Promise<Answer<P>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(fallback);
  }
  const data: unknown = await response.json().catch(() => undefined);
  const message = messageIn(data);
  if (!response.ok || message === undefined) throw new Error(message || fallback);
  // Taken on trust as tRPC's answers are: the server's answers are tested against the schemas
  // its OpenAPI document (and so `paths`) is generated from.
  return data as Answer<P>;
}

type GetOf<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;

/** Routes that answer a GET with JSON. */
export type JsonGetPath = {
  [P in keyof paths]: paths[P] extends {
    get: { responses: { 200: { content: { 'application/json': unknown } } } };
  }
    ? P
    : never;
}[keyof paths];

/** The query parameters a GET route takes. */
export type QueryOf<P extends JsonGetPath> =
  GetOf<P> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** What a GET route answers on success, as the OpenAPI document declares it. */
export type GetAnswer<P extends JsonGetPath> =
  GetOf<P> extends {
    responses: { 200: { content: { 'application/json': infer B } } };
  }
    ? B
    : never;

/**
 * GETs a REST route with its query (empty values left out). Resolves with the declared answer;
 * rejects with the server's `{ message }` (a 4xx says what was wrong), else `fallback`.
 */
export async function getJson<P extends JsonGetPath>(
  path: P,
  query: QueryOf<P>,
  fallback: string,
): Promise<GetAnswer<P>> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') search.set(name, value);
  }
  let response: Response;
  try {
    response = await fetch(`${path}?${search}`, { credentials: 'same-origin' });
  } catch {
    throw new Error(fallback);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(messageIn(data) || fallback);
  if (!data || typeof data !== 'object') throw new Error(fallback);
  // Taken on trust as postJson's answers are (see there).
  return data as GetAnswer<P>;
}
