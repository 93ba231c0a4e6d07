// Prerenders the public pages (home, services, the product pages, /apply/pan-card, the
// information pages, /login and /login/mobile) into dist/.prerender/pages.json: path → full HTML
// document, from dist/index.html with the page's markup in #root and its own <title>,
// description and Open Graph tags. apps/api/src/web.ts fills the catalogue markers at each
// request and serves them before the SPA fallback; the app then renders over the markup
// (main.tsx).
// Also writes dist/.prerender/signed-in.html, the page around a signed-in screen the server
// draws at request time (an application's deep link, docs/decisions/077), and keeps the server
// build (dist/.ssr/server-entry.js) for it.
// Runs after `vite build` and `vite build --ssr src/server-entry.ts`, once per language
// (scripts/build.mjs).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';

// The build's folder: dist/ (English) or dist/hi/ (scripts/build.mjs passes it).
const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const ssrDir = join(dist, '.ssr');
const { pages, render } = await import(pathToFileURL(join(ssrDir, 'server-entry.js')).href);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const escapeHtml = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html, pattern, replacement, what) {
  if (!pattern.test(html)) throw new Error(`prerender: ${what} not found in dist/index.html`);
  return html.replace(pattern, () => replacement);
}

// The stylesheets a public page needs before its first paint: the entry's and those of the
// public routes' chunks (carousel grid, cards, form). Inlined, they cost no render-blocking
// request on a slow connection (the server compresses the page); the SPA's later navigations
// load the same files as usual.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const publicRoutes =
  /^src\/routes\/_public\/(index|services\/index|services\/\$slug|apply\/pan-card|\$page|login|login_\.mobile)\.tsx\?tsr-split=/;
/** The stylesheets and scripts of the entry and of the routes whose keys match `routes`. */
const filesOf = (routes) => {
  const css = new Set();
  const js = new Set();
  const visit = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    if (chunk.file?.endsWith('.js')) js.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next, seen);
  };
  visit('index.html');
  for (const key of Object.keys(manifest)) if (routes.test(key)) visit(key);
  return { css, js };
};
const entryCss = manifest['index.html']?.css ?? [];
/** The entry's stylesheets first (Mantine's core), then the routes' own. */
const inlined = (css) =>
  [...entryCss, ...[...css].filter((file) => !entryCss.includes(file))]
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');
const inlineCss = inlined(filesOf(publicRoutes).css);
// Beasties keeps the rules whose selectors match the markup (ignoring states such as :hover),
// the media queries around them and the keyframes they use. The colour scheme and the language
// are set on <html> at run time, so rules that name them are kept whole.
const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  allowRules: [/data-mantine-color-scheme/, /:lang\(|\[lang[=\]]/, /^:root/, /^html/, /^body/],
  keyframes: 'critical',
  compress: false,
  logLevel: 'warn',
});
/** The rules of `css` that `markup` uses. */
async function usedRules(css, markup) {
  const page = await beasties.process(
    `<html><head><style>${css}</style></head><body>${markup}</body></html>`,
  );
  const kept = page.match(/<style>([\s\S]*?)<\/style>/)?.[1];
  if (kept === undefined) throw new Error('prerender: beasties dropped the stylesheet');
  return withoutUnusedVariables(kept, markup);
}

/**
 * `css` without the custom properties nothing reads: Mantine defines some 450 (every colour's
 * ten shades in both schemes), a page reads about 300. A property is read when `var(--name`
 * appears in the rules or the markup (its inline styles); repeated until nothing more goes,
 * since a property only another unread one read goes too. Then the rules left empty go.
 */
function withoutUnusedVariables(css, markup) {
  const declaration = /(--[\w-]+)\s*:[^;{}]*(;|(?=\}))/g;
  let out = css;
  for (;;) {
    const read = new Set([...`${out}${markup}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
    const next = out.replace(declaration, (whole, name) => (read.has(name) ? whole : ''));
    if (next === out) break;
    out = next;
  }
  for (;;) {
    const next = out.replace(/[^{}]+\{\s*\}/g, '');
    if (next === out) return out;
    out = next;
  }
}
const stylesheetLinks = /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>\s*/g;
if (!stylesheetLinks.test(template))
  throw new Error('prerender: no stylesheet link in dist/index.html');

// On the public pages to read (not the login screens, nor the signed-in page below), the app
// starts at the first sign that someone is using the page (docs/decisions/081): a tiny deferred
// boot script adds the whole stylesheet and then the entry at the first pointer, touch, key or
// focus. Nothing is fetched before then: prefetching the app's 70 files with the page cost more
// than it saved in Lighthouse (LCP 2.3–3.3 s, TBT 0.9–1.4 s; without them 1.3–1.5 s and
// 0.4–0.7 s). Reading and following links needs no script; a tap on a
// control before then is replayed once the app has taken the page over (main.tsx). A visitor with a session starts the app at once (the
// server marks the boot script `data-now`, web.ts): their header must show their account.
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const preloadLinks = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
const entrySrc = template.match(entryScript)?.[1];
if (!entrySrc) throw new Error('prerender: no module script in dist/index.html');
const preloads = [...template.matchAll(preloadLinks)].map((match) => match[1]);
const boot = `(() => {
  const now = document.currentScript?.hasAttribute('data-now');
  const make = (tag, props) => Object.assign(document.createElement(tag), props);
  const uses = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  const options = { capture: true, passive: true };
  let started = false;
  // The page carries only the rules its markup uses: the whole stylesheet comes first, ahead
  // of them in the cascade, and the app once it has loaded.
  const run = () => document.head.append(make('script', { type: 'module', src: ${JSON.stringify(entrySrc)}, crossOrigin: '' }));
  const start = () => {
    if (started) return;
    started = true;
    for (const use of uses) removeEventListener(use, start, options);
    const sheets = ${JSON.stringify(entryCss.map((file) => `/${file}`))};
    let waiting = sheets.length;
    if (waiting === 0) run();
    const first = document.head.querySelector('style');
    for (const href of sheets) {
      const link = make('link', { rel: 'stylesheet', href });
      link.onload = link.onerror = () => --waiting === 0 && run();
      document.head.insertBefore(link, first);
    }
  };
  // Where a tap landed before the app ran, for the app to replay on the control there (main.tsx).
  addEventListener('click', (event) => {
    if (!window.sevaAppRunning) window.sevaFirstTap = { x: event.clientX, y: event.clientY, at: performance.now() };
  }, true);
  for (const use of uses) addEventListener(use, start, options);
  if (now) requestAnimationFrame(() => setTimeout(start, 0));
})();
`;
const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
writeFileSync(join(dist, bootFile), boot);

const out = {};
let bytes = 0;
for (const page of pages) {
  // Forms and buttons answer only once the app runs (it replaces this markup): until then they
  // are inert, so nothing typed or tapped in the first moments is lost or sent as a plain GET.
  // Links work at once (real hrefs to other prerendered pages).
  const markup = (await render(page.path)).replace(/<(form|button)\b/g, '<$1 inert');
  // A page whose render failed comes out empty (React drops what threw): a build error, not a
  // blank page for a visitor who has not yet used it (docs/decisions/081).
  if (!/<h1\b/.test(markup)) throw new Error(`prerender: ${page.path} rendered no <h1>`);
  let html = replaceOnce(
    template,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    [
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
      `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
      '<meta property="og:type" content="website" />',
    ].join('\n    '),
    'meta description',
  );
  html = replaceOnce(
    html,
    /<div id="root">[\s\S]*?<\/div>/,
    `<div id="root" data-prerendered>${markup}</div><!--seva-data-->`,
    '#root',
  );
  html = html.replace(stylesheetLinks, '');
  // A page to read starts its scripts after the first paint. A form to fill keeps them in its
  // head, asked for with the page: the form then takes input no later than it did before it
  // was prerendered (at the end of the body they came 0.9 s later on the slow-phone bench).
  if (!page.formFirst) {
    html = html
      .replace(preloadLinks, '')
      .replace(entryScript, () => `<script defer src="/${bootFile}"></script>\n    `);
  }
  // A page to read inlines only the rules its markup uses (the app, once started, loads the
  // whole stylesheet before it runs: the boot script). All 105 kB of it made the first layout
  // the page's longest task (docs/decisions/081). A form to fill starts the app at once and
  // keeps the whole sheet.
  const css = page.formFirst ? inlineCss : await usedRules(inlineCss, markup);
  html = html.replace(
    '</head>',
    () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`,
  );
  out[page.path] = html;
  bytes += html.length;
}

// The page around an application's deep link, drawn at request time (docs/decisions/077): its
// routes' stylesheets inlined, and their scripts asked for with the page (modulepreload), so
// the app that takes the screen over is not waiting for the entry to discover its chunks.
// The server fills <!--seva-title-->, <!--seva-markup--> and <!--seva-data-->.
const signedInRoutes =
  /^src\/routes\/(_authed|_authed\/dashboard\/services\/\$type\/\$serviceId)\.tsx\?tsr-split=/;
const signedIn = filesOf(signedInRoutes);
const alreadyAsked = new Set([entrySrc, ...preloads].map((href) => href.slice(1)));
const routePreloads = [...signedIn.js]
  .filter((file) => !alreadyAsked.has(file))
  .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  .join('\n    ');
let signedInPage = replaceOnce(
  template,
  /<title>[^<]*<\/title>/,
  '<title><!--seva-title--></title>',
  '<title>',
);
signedInPage = replaceOnce(
  signedInPage,
  /<div id="root">[\s\S]*?<\/div>/,
  '<div id="root" data-prerendered><!--seva-markup--></div><!--seva-data-->',
  '#root',
);
signedInPage = signedInPage
  .replace(stylesheetLinks, '')
  .replace(
    '</head>',
    () =>
      `  ${routePreloads}\n    <style>${inlined(signedIn.css).replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`,
  );

mkdirSync(join(dist, '.prerender'), { recursive: true });
writeFileSync(join(dist, '.prerender', 'pages.json'), JSON.stringify(out));
writeFileSync(join(dist, '.prerender', 'signed-in.html'), signedInPage);
console.log(`prerendered ${pages.length} pages (${(bytes / 1000).toFixed(0)} kB of HTML)`);
