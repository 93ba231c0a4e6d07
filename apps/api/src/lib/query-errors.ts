import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Drizzle puts a failed query's parameters in its error message; those can be Aadhaar or PAN
 * numbers. Before an error is logged, the parameters are dropped (the query and the driver's
 * own error, e.g. "database or disk is full", stay).
 */
export function withoutQueryParams(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const redacted = new Error(`Failed query: ${error.query}`, { cause: error.cause });
  redacted.name = 'DrizzleQueryError';
  if (error.stack)
    redacted.stack = `${redacted.name}: ${redacted.message}\n${error.stack.split('\n').slice(2).join('\n')}`;
  return redacted;
}
