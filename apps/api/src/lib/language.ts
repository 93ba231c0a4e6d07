import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  languageFromAcceptLanguage,
} from '@seva/schemas/language';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language the current request is answered in. Each request runs inside its own store,
 * so a message read anywhere below a route (a thrown error, a success text) is in the caller's
 * language without being passed down. E-mails run `withLanguage` of their recipient instead.
 */
const storage = new AsyncLocalStorage<Language>();

export function currentLanguage(): Language {
  return storage.getStore() ?? DEFAULT_LANGUAGE;
}

export function withLanguage<T>(language: Language, run: () => T): T {
  return storage.run(language, run);
}

/**
 * What a request asks for: the `lang` cookie (the switch's choice, or the account's, set at
 * login), else `Accept-Language`, else English. The account's language reaches a browser
 * through that cookie, so no request needs a database read to know it.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** Runs every request in its language's store; register after @fastify/cookie. */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const language = requestLanguage(request);
    reply.header('Content-Language', language);
    storage.run(language, done);
  });
}
