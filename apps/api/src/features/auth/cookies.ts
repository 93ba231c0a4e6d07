import type {} from '@fastify/cookie';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@seva/schemas/language';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../../lib/session-token.ts';
import { DEVICE_COOKIE_MAX_AGE_MS } from './device-cookies.ts';
import { SESSION_ABSOLUTE_MS } from './sessions.ts';

export function setSessionCookie(reply: FastifyReply, secure: boolean, token: string): void {
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
  });
}

/**
 * Logout on either door: the cookie goes, and the browser is told to drop what it cached for
 * this origin, in case an identity page was kept before every API answer said no-store
 * (docs/decisions/017-no-identity-data-in-browser-caches.md).
 */
export function signOutBrowser(reply: FastifyReply, secure: boolean): void {
  clearSessionCookie(reply, secure);
  reply.header('clear-site-data', '"cache"');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request carrying the session cookie must come from our own pages:
 * its Origin must be this host (or PUBLIC_URL), or the browser must say same-origin.
 */
export function isCrossSiteCookieRequest(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return false;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return true;
  if (origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** The device cookie goes only to our own pages' requests (SameSite=Strict). */
export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-seva_device' : 'seva_device';
}

export function readDeviceCookie(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[deviceCookieName(secure)];
}

export function setDeviceCookie(reply: FastifyReply, secure: boolean, value: string): void {
  reply.setCookie(deviceCookieName(secure), value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_MS / 1000,
  });
}

export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language cookie (the switch's, or the account's at login and on saving it): every later
 * request, page or API, is answered in it. Not HttpOnly: the web reads it; it holds no secret.
 */
/** The language this browser chose with the switch (its `lang` cookie), if any. */
export function chosenLanguageOf(request: FastifyRequest): Language | undefined {
  const value = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : undefined;
}

export function setLanguageCookie(reply: FastifyReply, secure: boolean, language: Language): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  });
}
