import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './paths.ts';

export type { components, operations, paths } from './paths.ts';

/** A typed client of the REST door (`/api`), described by its OpenAPI document. */
export function createSevaClient(options: ClientOptions = {}) {
  return createClient<paths>(options);
}
