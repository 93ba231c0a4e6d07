import { TRPCClientError } from '@trpc/client';

/** A TRPCClientError as the client builds it from a server's error answer (tests only). */
export function serverError(message: string, httpStatus: number, reason?: string) {
  return TRPCClientError.from({
    error: { message, code: -32600, data: { httpStatus, reason: reason ?? null } },
  });
}
