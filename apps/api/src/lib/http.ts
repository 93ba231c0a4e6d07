import type { User } from '@seva/db';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, firstIssueMessage } from '../errors.ts';
import type { Services } from '../services.ts';
import { accessMessages } from './access-messages.ts';
import { readSessionToken } from './session-token.ts';

export interface RequestAuth {
  user: User;
  sessionId: string;
}

const resolved = new WeakMap<FastifyRequest, RequestAuth | null>();
const pending = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

/**
 * The session behind a request (Bearer header or cookie), looked up once per request: the
 * session lives in the database, so the lookup is awaited.
 */
export function authenticate(
  request: FastifyRequest,
  services: Services,
): Promise<RequestAuth | null> {
  const known = pending.get(request);
  if (known) return known;
  const lookup = (async () => {
    const found = readSessionToken(request, services.config.secureCookies);
    const validation = found ? await services.sessions.validate(found.token) : null;
    const auth = validation ? { user: validation.user, sessionId: validation.sessionId } : null;
    resolved.set(request, auth);
    return auth;
  })();
  pending.set(request, lookup);
  return lookup;
}

/** The user a request was already authenticated as, for the access log: no lookup of its own. */
export function knownUserId(request: FastifyRequest): string | null {
  return resolved.get(request)?.user.id ?? null;
}

export async function requireAuth(
  request: FastifyRequest,
  services: Services,
): Promise<RequestAuth> {
  const auth = await authenticate(request, services);
  if (!auth) throw new AppError('UNAUTHORIZED', accessMessages.notAuthenticated);
  return auth;
}

export const NOT_AUTHORIZED = 'You are not authorized to access this page';

/** Signed out: 401. Signed in without the admin role: 403. */
export async function requireAdmin(
  request: FastifyRequest,
  services: Services,
): Promise<RequestAuth> {
  const auth = await requireAuth(request, services);
  if (auth.user.role !== 'admin') throw new AppError('FORBIDDEN', NOT_AUTHORIZED);
  return auth;
}

/** Query strings are parsed like bodies, with the same first-message rule. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw new AppError('INVALID', firstIssueMessage(result.error.issues));
  return result.data;
}

/** Parses a REST body with the shared schema; the first problem is the message, as in the forms. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('INVALID', 'Request body must be a JSON object');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new AppError('INVALID', firstIssueMessage(result.error.issues));
  return result.data;
}
