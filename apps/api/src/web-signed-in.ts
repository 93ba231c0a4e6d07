import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './lib/html.ts';

/**
 * An application's deep link drawn on the server (docs/decisions/077): the page around it
 * (apps/web/scripts/prerender.mjs writes `.prerender/signed-in.html`) and the web app's server
 * build that draws the screen (`.ssr/server-entry.js`, apps/web/src/server-entry.ts).
 */

/** What the server read for the screen, with the caller's own session (as the browser would). */
export interface ApplicationPageData {
  me: unknown;
  id: string;
  detail: unknown;
}

/** A screen drawn by the web app's server build. */
export interface DrawnPage {
  markup: string;
  title?: string | undefined;
  queries: unknown[];
}

/** The part of the web app's server build the API calls. */
export interface ServerEntry {
  renderApplicationPage(path: string, data: ApplicationPageData): Promise<DrawnPage>;
}

function isServerEntry(value: unknown): value is ServerEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'renderApplicationPage' in value &&
    typeof value.renderApplicationPage === 'function'
  );
}

/** One language's signed-in page: its template and its server build, loaded on first use. */
export interface SignedInSite {
  template: string;
  entry: () => Promise<ServerEntry | null>;
}

/** Reads a build's signed-in page; null when the build has none (then the SPA shell is sent). */
export function readSignedInSite(siteDir: string): SignedInSite | null {
  const templateFile = join(siteDir, '.prerender', 'signed-in.html');
  const entryFile = join(siteDir, '.ssr', 'server-entry.js');
  if (!existsSync(templateFile) || !existsSync(entryFile)) return null;
  let loading: Promise<ServerEntry | null> | undefined;
  return {
    template: readFileSync(templateFile, 'utf8'),
    entry: () => {
      // A build that cannot be loaded draws nothing: the SPA shell is sent, as before.
      loading ??= import(pathToFileURL(entryFile).href).then(
        (module: unknown) => (isServerEntry(module) ? module : null),
        () => null,
      );
      return loading;
    },
  };
}

/** The page with the drawn screen, its title and the data it was drawn from. */
export function fillSignedInPage(template: string, page: DrawnPage, fallbackTitle: string): string {
  // In a JSON script element: `<` escaped so no value can close it.
  const json = JSON.stringify({ queries: page.queries }).replace(/</g, '\\u003c');
  return template
    .replace('<!--seva-title-->', () => escapeHtml(page.title ?? fallbackTitle))
    .replace('<!--seva-markup-->', () => page.markup)
    .replace(
      '<!--seva-data-->',
      () => `<script type="application/json" id="seva-data">${json}</script>`,
    );
}

/**
 * Sends a page that carries one citizen's data: never stored by the browser or any cache
 * between (the same rule as the API's answers), compressed for the slow line it was drawn for.
 */
export function sendPrivatePage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  language: string,
) {
  reply
    .header('Cache-Control', 'no-store')
    .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
    .header('Content-Language', language)
    .type('text/html; charset=utf-8');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    // Quality 5: most of the gain of 9 at a fraction of the time, per request.
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) {
    return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  }
  return reply.send(html);
}
