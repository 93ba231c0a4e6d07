import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * Where a request carries its session: what every door needs before any feature runs, so it
 * lives here (the auth feature sets and clears the cookie; features/auth/cookies.ts).
 */

/** `__Host-` binds the cookie to this exact origin; browsers accept it only over https. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-seva_session' : 'seva_session';
}

export type TokenSource = 'bearer' | 'cookie';

/** A Bearer header (the old portal's REST clients) wins over the cookie (the web app). */
export function readSessionToken(
  request: FastifyRequest,
  secure: boolean,
): { token: string; source: TokenSource } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return { token, source: 'bearer' };
  }
  const cookie = request.cookies[sessionCookieName(secure)];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}
