#!/usr/bin/env node
// Bundle budget for the web app: what a phone downloads before /login and / are usable.
//
//   node bench/bundle-size.mjs            table; exit 1 when over budget
//   node bench/bundle-size.mjs --json     the same numbers as JSON
//   node bench/bundle-size.mjs --dist path/to/dist
//   node bench/bundle-size.mjs --language hi   the Hindi build (dist/hi/index.html and manifest;
//                                              assets are shared in dist/assets)
//
// Reads apps/web/dist/index.html (entry script, modulepreloads, stylesheets) and
// dist/.vite/manifest.json (build.manifest) to follow static imports and to find the lazy chunks
// TanStack Router's autoCodeSplitting made for each route (keys `src/routes/…?tsr-split=…`).
// Sizes are gzip at zlib level 9 (what a precompressing server would serve; level 6, the usual
// on-the-fly default, is within ~1% here). 1 kB = 1000 bytes, the unit Vite prints.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const BUDGETS = [
  { route: '/login', jsKb: 160, cssKb: 20 },
  // The home page, prerendered, must also be usable on a slow phone.
  { route: '/', jsKb: 160, cssKb: 20 },
];

/** Route → the route files whose split chunks that route renders (layouts first). */
const ROUTES = {
  '/login': ['src/routes/_public.tsx', 'src/routes/_public/login.tsx'],
  '/signup': ['src/routes/_public.tsx', 'src/routes/_public/signup.tsx'],
  '/': ['src/routes/_public.tsx', 'src/routes/_public/index.tsx'],
  '/services': ['src/routes/_public.tsx', 'src/routes/_public/services/index.tsx'],
  '/services/a4-paper': ['src/routes/_public.tsx', 'src/routes/_public/services/$slug.tsx'],
  '/dashboard/profile': ['src/routes/_authed.tsx', 'src/routes/_authed/dashboard/profile.tsx'],
  '/admin-dashboard': ['src/routes/_admin.tsx', 'src/routes/_admin/admin-dashboard/index.tsx'],
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const distArg = args.indexOf('--dist');
const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(distArg >= 0 ? args[distArg + 1] : join(here, '../apps/web/dist'));
const languageArg = args.indexOf('--language');
const language = languageArg >= 0 ? args[languageArg + 1] : 'en';
if (language !== 'en' && language !== 'hi') throw new Error('--language is en or hi');
/** Where this language's index.html and manifest are (apps/web/scripts/build.mjs). */
const buildDir = language === 'en' ? dist : join(dist, language);

function read(path) {
  const base = path === 'index.html' || path.startsWith('.vite/') ? buildDir : dist;
  try {
    return readFileSync(join(base, path));
  } catch (error) {
    console.error(`bundle-size: cannot read ${join(dist, path)} (run the web build first)`);
    throw error;
  }
}

const gzCache = new Map();
function gzipSize(file) {
  if (!gzCache.has(file)) {
    const bytes = read(file);
    gzCache.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
    });
  }
  return gzCache.get(file);
}

const html = read('index.html').toString('utf8');
const manifest = JSON.parse(read('.vite/manifest.json').toString('utf8'));
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** URLs in index.html: the entry script, modulepreloads and stylesheets. */
function htmlAssets() {
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];
  const js = [];
  const css = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) {
      js.push(attr(tag, 'src'));
    } else if (tag.startsWith('<link')) {
      const rel = attr(tag, 'rel');
      if (rel === 'modulepreload') js.push(attr(tag, 'href'));
      if (rel === 'stylesheet') css.push(attr(tag, 'href'));
    }
  }
  const local = (url) => url.replace(/^\//, '');
  return { js: js.map(local), css: css.map(local) };
}

/** A chunk and everything it imports statically (what the browser fetches with it). */
function staticClosure(keys, into = { js: new Set(), css: new Set() }) {
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    const chunk = manifest[key];
    if (!chunk || into.js.has(chunk.file)) continue;
    into.js.add(chunk.file);
    for (const css of chunk.css ?? []) into.css.add(css);
    stack.push(...(chunk.imports ?? []));
  }
  return into;
}

/** Split chunks a route renders: `?tsr-split=component` (possibly grouped with loader). */
function routeChunkKeys(routeFiles) {
  const keys = [];
  for (const [key] of Object.entries(manifest)) {
    const [file, query = ''] = key.split('?');
    if (!routeFiles.includes(file)) continue;
    const split = new URLSearchParams(query).get('tsr-split');
    if (split?.split('---').some((part) => part === 'component' || part === 'loader')) {
      keys.push(key);
    }
  }
  return keys;
}

function sum(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = gzipSize(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { files: files.length, raw, gzip };
}

// Initial: index.html's own list, plus the static closure of the entry in case a preload is
// missing from the HTML.
const fromHtml = htmlAssets();
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = staticClosure(entryKey ? [entryKey] : []);
for (const file of fromHtml.js) initial.js.add(file);
for (const file of fromHtml.css) initial.css.add(file);

const routes = {};
for (const [route, routeFiles] of Object.entries(ROUTES)) {
  const keys = routeChunkKeys(routeFiles);
  const closure = staticClosure(keys);
  const lazyJs = [...closure.js].filter((file) => !initial.js.has(file));
  const lazyCss = [...closure.css].filter((file) => !initial.css.has(file));
  // Loaded by the page's code right after it renders (the Zod schemas, the toast container, the
  // phone drawer): not render-blocking, so outside the budget, but shown.
  const loaded = new Set([...initial.js, ...closure.js]);
  const deferredKeys = [];
  for (const chunk of Object.values(manifest)) {
    if (!loaded.has(chunk.file)) continue;
    for (const dynamic of chunk.dynamicImports ?? []) {
      if (!dynamic.includes('?tsr-split=')) deferredKeys.push(dynamic);
    }
  }
  const deferred = staticClosure(deferredKeys);
  const deferredJs = [...deferred.js].filter((file) => !loaded.has(file));
  routes[route] = {
    routeChunks: keys.map((key) => manifest[key].file),
    deferred: { modules: [...new Set(deferredKeys)], js: sum(deferredJs) },
    lazy: { js: sum(lazyJs), css: sum(lazyCss) },
    total: {
      js: sum([...initial.js, ...lazyJs]),
      css: sum([...initial.css, ...lazyCss]),
    },
    missing: keys.length === 0,
  };
}

// Each language's build carries only its own texts: no Devanagari in the English build but the
// switch's label (हिन्दी, the language's own name), and none of the English catalogues'
// sentences in the Hindi build (but the server's texts, which the lazy schemas chunk carries).
const buildFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
  file.endsWith('.js'),
);
const code = buildFiles.map((file) => read(file).toString('utf8')).join('\n');
let foreign;
if (language === 'en') {
  const devanagari = code.replaceAll('हिन्दी', '').match(/[\u0900-\u097F]+/g) ?? [];
  foreign = { kind: 'Devanagari words', count: devanagari.length, sample: devanagari.slice(0, 5) };
} else {
  const englishDir = join(here, '../apps/web/src/messages/en');
  const sentences = readdirSync(englishDir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [
      ...readFileSync(join(englishDir, file), 'utf8').matchAll(/'([^'\\]{30,})'/g),
    ])
    .map((match) => match[1])
    .filter((text) => /^[A-Z][a-z]+ [a-z]+ /.test(text));
  // The server's own texts travel in the lazy @seva/schemas chunk in English too: they are the
  // keys its Hindi is looked up by (docs/decisions/054), never shown as they are in Hindi.
  const schemasDir = join(here, '../packages/schemas/src');
  const serverTexts = readdirSync(schemasDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(schemasDir, file), 'utf8'))
    .join('\n');
  const found = sentences.filter((text) => code.includes(text) && !serverTexts.includes(text));
  foreign = { kind: 'English catalogue sentences', count: found.length, sample: found.slice(0, 5) };
}

const kb = (bytes) => bytes / 1000;
const verdicts = BUDGETS.map((budget) => {
  const data = routes[budget.route];
  const over = {
    js: kb(data.total.js.gzip) > budget.jsKb,
    css: kb(data.total.css.gzip) > budget.cssKb,
    missing: data.missing,
  };
  return { ...budget, data, over, ok: !over.js && !over.css && !over.missing };
});
const ok = verdicts.every((verdict) => verdict.ok) && foreign.count === 0;

const entryFile = entryKey ? manifest[entryKey].file : fromHtml.js[0];
const largest = [...initial.js]
  .map((file) => ({ file, ...gzipSize(file), source: byFile.get(file) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 8);

if (json) {
  console.log(
    JSON.stringify(
      {
        dist,
        language,
        otherLanguage: foreign,
        gzipLevel: 9,
        unit: 'bytes',
        budgets: verdicts.map(({ route, jsKb, cssKb, ok }) => ({
          route,
          jsBytes: jsKb * 1000,
          cssBytes: cssKb * 1000,
          ok,
        })),
        entry: { file: entryFile, ...gzipSize(entryFile) },
        initial: { js: sum([...initial.js]), css: sum([...initial.css]) },
        routes,
        largestInitial: largest,
        ok,
      },
      null,
      2,
    ),
  );
} else {
  const f = (bytes) => `${kb(bytes).toFixed(1).padStart(7)} kB`;
  const row = (label, js, css) =>
    `${label.padEnd(42)}${String(js.files).padStart(3)} files ${f(js.gzip)} (raw ${f(js.raw)})   ${String(css.files).padStart(2)} files ${f(css.gzip)}`;
  console.log(`Web bundle (${language}), gzip -9, 1 kB = 1000 B — ${buildDir}`);
  console.log(
    `${''.padEnd(42)}${'JS (gzip)'.padStart(20)}${''.padStart(22)}${'CSS (gzip)'.padStart(17)}`,
  );
  console.log(row('entry chunk only', sum([entryFile]), sum([])));
  console.log(row('initial (entry + modulepreload)', sum([...initial.js]), sum([...initial.css])));
  for (const [route, data] of Object.entries(routes)) {
    console.log(row(`${route}: + route chunks`, data.lazy.js, data.lazy.css));
    console.log(row(`${route}: total`, data.total.js, data.total.css));
    console.log(row(`${route}: deferred after render`, data.deferred.js, sum([])));
  }
  console.log('\nLargest initial chunks:');
  for (const chunk of largest) {
    console.log(`  ${f(chunk.gzip)}  ${chunk.file}`);
  }
  console.log('');
  for (const { route, jsKb, cssKb, data, over } of verdicts) {
    console.log(
      `Budget ${route}: JS ${kb(data.total.js.gzip).toFixed(1)} / ${jsKb} kB ${over.js ? 'OVER' : 'ok'}, ` +
        `CSS ${kb(data.total.css.gzip).toFixed(1)} / ${cssKb} kB ${over.css ? 'OVER' : 'ok'}` +
        (over.missing ? ` — no split chunk found for ${route}'s route files` : ''),
    );
  }
  console.log(
    `Other language in the ${language} build: ${foreign.count} ${foreign.kind} ${foreign.count ? `OVER ${JSON.stringify(foreign.sample)}` : 'ok'}`,
  );
}

process.exit(ok ? 0 : 1);
