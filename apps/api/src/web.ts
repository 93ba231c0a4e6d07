import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { Language } from '@seva/schemas/language';
import { productSlugAliases, productSlugs, retiredProductPage } from '@seva/schemas/order-forms';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './lib/html.ts';
import { sessionCookieName } from './lib/session-token.ts';
import {
  type ApplicationPageData,
  fillSignedInPage,
  readSignedInSite,
  type SignedInSite,
  sendPrivatePage,
} from './web-signed-in.ts';

/**
 * The sha256 sources of the inline scripts in index.html (the theme script that avoids a
 * flash of the wrong colour scheme), so the CSP can allow exactly those and nothing else.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export function readIndexHtml(webDist: string): string | null {
  const file = join(webDist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

export type WebLanguage = Language;

/** One language's build of the web app: its index.html and prerendered public pages. */
export interface WebSite {
  indexHtml: string;
  prerendered: Map<string, string>;
  /** The page and server build for an application's deep link (null: the SPA shell is sent). */
  signedIn: SignedInSite | null;
}

/**
 * The web app's builds (apps/web/scripts/build.mjs): English in `webDist`, Hindi in
 * `webDist/hi`. Both share `webDist/assets`. A missing Hindi build falls back to English.
 */
export function readWebSites(webDist: string, english: string): Record<WebLanguage, WebSite> {
  const en = {
    indexHtml: english,
    prerendered: readPrerenderedPages(webDist),
    signedIn: readSignedInSite(webDist),
  };
  const hindi = readIndexHtml(join(webDist, 'hi'));
  const hi = hindi
    ? {
        indexHtml: hindi,
        prerendered: readPrerenderedPages(join(webDist, 'hi')),
        signedIn: readSignedInSite(join(webDist, 'hi')),
      }
    : en;
  return { en, hi };
}

/** The catalogue as the public pages show it: filled into prerendered HTML at each request. */
export interface PublicPageData {
  products: { slug: string; title: string; description: string; price: number; unit: string }[];
  applicationServices: {
    slug: string;
    title: string;
    description: string;
    price: number;
    unit: string;
  }[];
}

/**
 * The public pages prerendered at build time (apps/web/scripts/prerender.mjs): path → HTML.
 * In a dot-directory, which @fastify/static never serves, since their markers are unfilled.
 */
export function readPrerenderedPages(webDist: string): Map<string, string> {
  const file = join(webDist, '.prerender', 'pages.json');
  if (!existsSync(file)) return new Map();
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages));
}

/**
 * A prerendered page with today's catalogue: each `%%seva:{slug}:{field}%%` marker becomes the
 * product's current value (empty for a product no longer on sale), and the same data goes in
 * as JSON for the app to start from, so an admin's price change shows on the next page load.
 */
export function fillPublicPage(html: string, data: PublicPageData): string {
  const bySlug = new Map<string, Record<string, string | number>>();
  for (const item of [...data.products, ...data.applicationServices]) bySlug.set(item.slug, item);
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return html
    .replace(/%%seva:([a-z0-9-]+):(title|description|price|unit|days)%%/g, (_all, slug, field) => {
      const value = bySlug.get(slug)?.[field];
      if (value === undefined) return '';
      // Grouped as the app groups it (₹1,00,000; the same digits in en-IN and hi-IN), so the
      // first paint and the started app agree.
      return escapeHtml(typeof value === 'number' ? value.toLocaleString('en-IN') : value);
    })
    .replace('<!--seva-data-->', `<script type="application/json" id="seva-data">${json}</script>`);
}

/** Whether the request carries a session cookie (valid or not: the app finds out). */
function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(
    request.cookies[sessionCookieName(true)] ?? request.cookies[sessionCookieName(false)],
  );
}

/** The page with its boot script told to start the app at once (apps/web/scripts/prerender.mjs). */
export function startAtOnce(html: string): string {
  return html.replace(
    /<script defer src="(\/assets\/boot-[0-9a-f]+\.js)">/,
    '<script defer data-now src="$1">',
  );
}

interface FilledPage {
  key: string;
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves the built web app in the caller's language (`languageOf`); unknown GET paths outside
 * /api and /trpc fall back to that language's index.html.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  sites: Record<WebLanguage, WebSite>,
  languageOf: (request: FastifyRequest) => WebLanguage,
  publicPageData?: () => Promise<PublicPageData>,
  /**
   * What an application's deep link shows the caller (their session, the application), read
   * as the browser would read it; null when the screen is not theirs to see (then the SPA
   * shell is sent, and the app says what it says today).
   */
  applicationPageData?: (
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
  ) => Promise<ApplicationPageData | null>,
) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite puts a content hash in every asset name: those can be cached for good.
      if (path.includes(`${join(webDist, 'assets')}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('Cache-Control', 'no-cache');
      }
    },
  });
  const filled = new Map<string, FilledPage>();
  // The catalogue rarely changes: a page is filled and compressed once per catalogue state.
  const page = (key: string, template: string, data: PublicPageData): FilledPage => {
    const state = JSON.stringify(data);
    const cached = filled.get(key);
    if (cached?.key === state) return cached;
    const next = { key: state, html: fillPublicPage(template, data) };
    filled.set(key, next);
    return next;
  };
  const siteOf = (request: FastifyRequest) => sites[languageOf(request)];
  const prerenderedPaths = publicPageData ? [...sites.en.prerendered.keys()] : [];
  for (const path of prerenderedPaths) {
    app.get(path, async (request, reply) => {
      const language = languageOf(request);
      const template = sites[language].prerendered.get(path) ?? sites.en.prerendered.get(path);
      const data = (await publicPageData?.()) ?? { products: [], applicationServices: [] };
      // A page to read starts the app at the visitor's first touch (docs/decisions/081); with a
      // session it starts at once, so the header shows their account without a touch.
      const now = hasSessionCookie(request);
      const filledPage = page(
        `${language}:${now ? 'now' : 'later'}:${path}`,
        now ? startAtOnce(template ?? '') : (template ?? ''),
        data,
      );
      reply
        .header('Cache-Control', 'no-cache')
        // The language comes from the `lang` cookie or Accept-Language.
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .header('Content-Language', language)
        .type('text/html; charset=utf-8');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) {
        filledPage.br ??= brotliCompressSync(filledPage.html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
        });
        return reply.header('Content-Encoding', 'br').send(filledPage.br);
      }
      if (/\bgzip\b/.test(accepts)) {
        filledPage.gzip ??= gzipSync(filledPage.html, { level: 9 });
        return reply.header('Content-Encoding', 'gzip').send(filledPage.gzip);
      }
      return reply.send(filledPage.html);
    });
  }
  // Product pages not prerendered above: a catalogue variant slug is a permanent redirect to
  // its page (docs/product.md, Orders and the catalogue), so links and search engines settle on one address; an unknown slug
  // is the app's not-found page with a 404 status.
  app.get('/services/:slug', (request, reply) => {
    const { slug } = request.params as { slug: string };
    const target = Object.hasOwn(productSlugAliases, slug) ? productSlugAliases[slug] : undefined;
    if (target) return reply.redirect(`/services/${target}`, 301);
    // A retired product's page leads to what replaced it (docs/product.md, Orders and the catalogue: the PAN card).
    const replacement = retiredProductPage(slug);
    if (replacement) return reply.redirect(replacement, 301);
    const known = (productSlugs as readonly string[]).includes(slug);
    return reply
      .code(known ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(siteOf(request).indexHtml);
  });
  const sendShell = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(siteOf(request).indexHtml);
  // An e-mail's link to an application, opened on a slow phone: the screen comes drawn with
  // the page (docs/decisions/077), and the app takes it over once its scripts have run.
  if (applicationPageData) {
    // Loaded now, not on the first citizen's click: React and the app take a second or two.
    for (const site of new Set([sites.en, sites.hi])) void site.signedIn?.entry();
    app.get<{ Params: { type: string; serviceId: string } }>(
      '/dashboard/services/:type/:serviceId',
      async (request, reply) => {
        const language = languageOf(request);
        const signedIn = sites[language].signedIn;
        if (!signedIn) return sendShell(request, reply);
        let html: string | null = null;
        try {
          const data = await applicationPageData(request, reply, request.params.serviceId);
          const entry = data ? await signedIn.entry() : null;
          if (data && entry) {
            const page = await entry.renderApplicationPage(request.url, data);
            html = fillSignedInPage(signedIn.template, page, 'Seva');
          }
        } catch (error) {
          // A fault of ours, not the caller's: the app draws the screen itself, as before.
          request.log.error(
            { err: error instanceof Error ? error.message : String(error) },
            'deep link not drawn',
          );
        }
        return html ? sendPrivatePage(request, reply, html, language) : sendShell(request, reply);
      },
    );
  }
  if (!prerenderedPaths.includes('/')) {
    app.get('/', (request, reply) => {
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(siteOf(request).indexHtml);
    });
  }
  return {
    // A missing file (a stale asset, /favicon.png) is a 404, not the app.
    isAppPath: (path: string) =>
      !path.startsWith('/api') && !path.startsWith('/trpc') && !/\.[a-z0-9]+$/i.test(path),
    indexHtmlFor: (request: FastifyRequest) => siteOf(request).indexHtml,
  };
}
