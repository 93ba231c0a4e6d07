import type { FastifyInstance, FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Log lines go out through a buffered, non-blocking destination: writing stdout synchronously
 * cost the default level (info) a third of the server's throughput (docs/PERFORMANCE.md).
 * pino flushes it when the process exits, so the last lines are not lost.
 */
export function asyncLogDestination() {
  return pino.destination({ dest: 1, sync: false });
}

const infoOrLower = new Set(['info', 'debug', 'trace']);

/**
 * One line per request, written when it is answered (Fastify's own two lines are off). The
 * query string never goes in: operators' search boxes and tRPC inputs travel there
 * (docs/decisions/019-access-and-security-log.md).
 */
export function registerAccessLog(
  app: FastifyInstance,
  userIdOf: (request: FastifyRequest) => string | null,
) {
  app.addHook('onResponse', (request, reply, done) => {
    if (infoOrLower.has(request.log.level)) {
      const query = request.url.indexOf('?');
      request.log.info(
        {
          method: request.method,
          url: query === -1 ? request.url : request.url.slice(0, query),
          route: request.routeOptions.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          userId: userIdOf(request),
        },
        'request',
      );
    }
    done();
  });
}
