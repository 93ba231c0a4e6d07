import { isClientError } from './api-errors.ts';

export const MAX_QUERY_RETRIES = 3;

/** docs/product.md, Public site: retry up to three times, never when the server answered 4xx. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && !isClientError(error);
}
