import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { serverError } from '../test/test-errors.ts';
import { MAX_QUERY_RETRIES, shouldRetryQuery } from './query-retry.ts';

describe('shouldRetryQuery', () => {
  it('retries server and network failures up to three times', () => {
    const network = new TRPCClientError('Failed to fetch');
    const unavailable = serverError('Try later', 503);
    for (const error of [network, unavailable, new Error('boom')]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(MAX_QUERY_RETRIES - 1, error)).toBe(true);
      expect(shouldRetryQuery(MAX_QUERY_RETRIES, error)).toBe(false);
    }
    expect(MAX_QUERY_RETRIES).toBe(3);
  });

  it.each([400, 401, 403, 404, 409, 413, 429])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, serverError('No', status))).toBe(false);
  });
});
