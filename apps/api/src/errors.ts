import { translateText } from '@seva/schemas/texts';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

export type AppErrorCode =
  | 'INVALID'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

/** A failure a user or client can act on; its message is shown to them as it is. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** A machine-readable hint for clients, e.g. EMAIL_NOT_VERIFIED. */
    readonly reason?: string,
    /** Seconds until a retry may succeed (RATE_LIMITED). */
    readonly retryAfter?: number,
    /**
     * More for the client to act on, sent beside the message (REST) or in `data` (tRPC): e.g.
     * the existing account when a counter registration finds its mobile number taken.
     */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const codeMap: Record<AppErrorCode, { http: number; trpc: TRPC_ERROR_CODE_KEY }> = {
  INVALID: { http: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { http: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { http: 409, trpc: 'CONFLICT' },
  TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  RATE_LIMITED: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
};

export function httpStatusOf(error: AppError): number {
  return codeMap[error.code].http;
}

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: codeMap[error.code].trpc, message: error.message, cause: error });
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The first issue's message, as the original portal's forms (docs/product.md) show one message at a
 * time, in the caller's language: a schema's own text was fixed in English when it was defined, so
 * it is looked up in the dictionary of registered Hindi (Zod's default texts are already worded in
 * it).
 */
export function firstIssueMessage(issues: ReadonlyArray<{ message: string }>): string {
  return translateText(issues[0]?.message ?? 'Invalid input');
}
