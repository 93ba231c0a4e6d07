import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';

/**
 * Fastify's options against clients that send too slowly (docs/decisions/021-slow-clients.md):
 * a connection that sends nothing for `idleMs` is closed (this is also the upload stream's
 * idle limit: an upload is bytes on that connection); headers must arrive within `headersMs`
 * and the whole request, body included, within `requestMs`.
 */
export function slowClientOptions(timeouts: Config['timeouts']) {
  // Node checks the headers and request deadlines on a timer (30 s apart by default): a quarter
  // of the shorter deadline keeps a cut within 25 % of it.
  const checkEvery = Math.min(
    30_000,
    Math.max(100, Math.round(Math.min(timeouts.headersMs, timeouts.requestMs) / 4)),
  );
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: checkEvery,
    },
    clientErrorHandler: answerClientError,
  };
}

const answers: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: REQUEST_TIMEOUT_MESSAGE },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers are too large' },
};

/**
 * Fastify's default answer to a request Node could not finish reading, in the portal's
 * `{ message }` shape, so a citizen whose upload ran out of time reads why.
 */
function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = answers[error.code ?? ''] ?? { status: 400, message: 'Bad request' };
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
