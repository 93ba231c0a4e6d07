import { TRPCClientError } from '@trpc/client';

interface ErrorData {
  httpStatus?: number;
  reason?: string | null;
}

function dataOf(error: unknown): ErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as ErrorData) : undefined;
}

/** The HTTP status the server answered with, if the error came from the server. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = dataOf(error)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/** A machine-readable hint from the server, for example `EMAIL_NOT_VERIFIED`. */
export function reasonOf(error: unknown): string | undefined {
  return dataOf(error)?.reason ?? undefined;
}

/** A client error (4xx): the same request will fail again, so it is not retried. */
export function isClientError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * The message to show for a failed call: the server's own message when it sent one
 * (it is written for users), otherwise the caller's fallback.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && httpStatusOf(error) !== undefined) {
    return error.message || fallback;
  }
  return fallback;
}
