import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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

/** Serves the built web app; unknown GET paths outside /api and /trpc fall back to index.html. */
export async function registerWebApp(app: FastifyInstance, webDist: string, indexHtml: string) {
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
  app.get('/', (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
  // A missing file (a stale asset, /favicon.png) is a 404, not the app.
  return (path: string) =>
    !path.startsWith('/api') && !path.startsWith('/trpc') && !/\.[a-z0-9]+$/i.test(path);
}
