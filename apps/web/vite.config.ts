import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { fillIndexHtml, indexHtmlMessages } from './src/messages/index-html.ts';

const api = 'http://127.0.0.1:3000';

/**
 * The language this build speaks (scripts/build.mjs runs one build per language): `#lang/…`
 * imports resolve to that language's catalogues, so a page never downloads another language.
 */
const language = process.env.SEVA_LANGUAGE === 'hi' ? 'hi' : 'en';
const catalogues = fileURLToPath(new URL(`./src/messages/${language}/`, import.meta.url));

/** index.html's few texts (title, description, 'Loading...') from this language's catalogue. */
const indexHtmlTexts: Plugin = {
  name: 'seva-index-html-messages',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) =>
      fillIndexHtml(html, indexHtmlMessages(language)).replace(
        '<html lang="en">',
        `<html lang="${language}">`,
      ),
  },
};

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), indexHtmlTexts],
  resolve: { alias: [{ find: /^#lang\//, replacement: catalogues }] },
  define: { 'import.meta.env.VITE_LANGUAGE': JSON.stringify(language) },
  server: {
    proxy: { '/trpc': api, '/api': api },
  },
  build: {
    // bench/bundle-size.mjs reads the manifest to find what /login loads.
    manifest: true,
    // Every browser we target supports <link rel="modulepreload">; skip Vite's polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first screen needs from these packages, in one chunk (one request, one
        // gzip stream). Mantine is left to per-route splitting: grouping it would pull lazy-only
        // components (Drawer → ScrollArea → floating-ui, Menu, AppShell) into the first load —
        // the hoisting of rolldown issue 8920.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@trpc|use-sync-external-store)[\\/]/,
            },
            // The Mantine pieces nearly every screen uses, /login included, in one chunk. Left to
            // per-route splitting, each new screen that shares them re-cuts them into many small
            // chunks (one per set of importers), and /login paid ~2-3 kB more for the same code.
            // Only these: grouping all of Mantine hoists lazy-only components (see above).
            {
              name: 'ui',
              test: /@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Alert|Box|Button|CloseButton|Container|Group|Input|InputBase|List|Loader|Paper|Stack|Text|Title|UnstyledButton)[\\/])/,
            },
            // The service types' URL words, which the citizen routes check before anything loads
            // (docs/decisions/030): a chunk of their own, so the Zod schemas that also import
            // them do not make the entry chunk a dependency of theirs.
            {
              name: 'service-types',
              test: /packages[\\/]schemas[\\/]src[\\/]service-types\.ts$/,
            },
          ],
        },
      },
    },
  },
});
