import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { serverError } from '../test/test-errors.ts';
import { httpStatusOf, isClientError, messageOf, reasonOf } from './api-errors.ts';

describe('api errors', () => {
  it("shows the server's message when the server answered", () => {
    const error = serverError('Invalid email or password', 401);
    expect(messageOf(error, 'Login failed. Please try again.')).toBe('Invalid email or password');
    expect(httpStatusOf(error)).toBe(401);
    expect(isClientError(error)).toBe(true);
  });

  it('falls back when there was no answer (network) or the error is not from tRPC', () => {
    expect(messageOf(new TRPCClientError('Failed to fetch'), 'Fallback')).toBe('Fallback');
    expect(messageOf(new Error('x'), 'Fallback')).toBe('Fallback');
    expect(isClientError(new Error('x'))).toBe(false);
  });

  it('reads the reason a client can act on', () => {
    const error = serverError('Please verify your email', 403, 'EMAIL_NOT_VERIFIED');
    expect(reasonOf(error)).toBe('EMAIL_NOT_VERIFIED');
    expect(reasonOf(serverError('No', 403))).toBeUndefined();
    expect(reasonOf(new Error('x'))).toBeUndefined();
  });
});
