// Writes .br and .gz beside every text asset of the build, so the server sends compressed
// files without compressing on each request (@fastify/static `preCompressed`). On a slow
// phone connection this is most of the page's weight.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      // The prerendered pages are filled per request and compressed by the server; the server
      // build (.ssr) is read by the server, never sent.
      if (entry !== '.prerender' && entry !== '.ssr') walk(path);
      continue;
    }
    if (!compressible.test(entry)) continue;
    const content = readFileSync(path);
    if (content.length < 512) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    files++;
    before += content.length;
    after += br.length;
  }
}

walk(dist);
console.log(
  `precompressed ${files} files: ${(before / 1000).toFixed(0)} kB → ${(after / 1000).toFixed(0)} kB brotli`,
);
