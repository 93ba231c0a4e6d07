import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withoutQueryParams } from './query-errors.ts';

describe('withoutQueryParams', () => {
  it('drops the parameters of a failed query, keeping the query and its cause', () => {
    const cause = new Error('database or disk is full');
    const error = new DrizzleQueryError(
      'insert into "orders" values (?, ?)',
      ['x', '234567890124'],
      cause,
    );
    expect(error.message).toContain('234567890124');
    const redacted = withoutQueryParams(error) as Error;
    expect(redacted.message).toBe('Failed query: insert into "orders" values (?, ?)');
    expect(redacted.cause).toBe(cause);
    expect(`${redacted.stack}`).not.toContain('234567890124');
  });

  it('leaves other errors as they are', () => {
    const error = new Error('boom');
    expect(withoutQueryParams(error)).toBe(error);
  });
});
