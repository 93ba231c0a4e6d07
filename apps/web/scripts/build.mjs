// Builds the web app once per language (docs/decisions/053-one-build-per-language.md):
// English into dist/, Hindi into dist/hi/, each with its own index.html, manifest and
// prerendered pages, and every asset in dist/assets (content-hashed names, so the chunks the two
// builds share are one file). A page in one language loads only that language's texts.
//
//   node scripts/build.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const LANGUAGES = ['en', 'hi'];

for (const language of LANGUAGES) {
  const outDir = language === 'en' ? dist : join(dist, language);
  process.env.SEVA_LANGUAGE = language;
  // The English build empties dist/ (the Hindi one is rebuilt after it).
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/server-entry.ts',
      outDir: join(outDir, '.ssr'),
      // The server build is never served: no copy of public/.
      copyPublicDir: false,
      emptyOutDir: false,
    },
  });
  execFileSync(process.execPath, [join(root, 'scripts/prerender.mjs'), outDir], {
    stdio: 'inherit',
  });
  if (outDir !== dist) {
    // One folder of assets: the server caches /assets/* for good and needs no per-language path.
    const from = join(outDir, 'assets');
    for (const file of readdirSync(from)) {
      const target = join(dist, 'assets', file);
      if (existsSync(target)) rmSync(join(from, file));
      else renameSync(join(from, file), target);
    }
    rmSync(from, { recursive: true });
  }
  console.log(`web build (${language}): ${outDir}`);
}
execFileSync(process.execPath, [join(root, 'scripts/precompress.mjs')], { stdio: 'inherit' });
