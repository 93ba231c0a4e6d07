// The cost of checking and cleaning an uploaded image (decision 024), on this machine:
//   node bench/images.mjs [--runs 30] [--sharp /path/to/node_modules/sharp]
// 1. Builds a 5 MB phone-like JPEG (JFIF, a 60 KB EXIF block with GPS and a name, XMP, then
//    5 MB of entropy-coded data with its 0xFF00 stuffing) and times what an upload pays:
//    read the temp file, walk its structure (size check), write the cleaned file. Reports the
//    median and p95 time and the rise in memory outside the JS heap (the file's buffers).
// 2. With --sharp (not a dependency of Seva; install it anywhere to compare), also times
//    re-encoding a real 5 MB JPEG with sharp (decode, rotate by EXIF, encode at quality 90),
//    the alternative decision 024 turned down, and checks that sharp decodes the stripped file
//    to the very pixels of the original.
// No build needed: the image module is bundled from source with esbuild.

import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '30' }, sharp: { type: 'string' } },
});
const runs = Number(args.runs);
const root = new URL('..', import.meta.url).pathname;
const esbuild = createRequire(join(root, 'apps/api/package.json'))('esbuild');
const work = mkdtempSync(join(tmpdir(), 'seva-bench-images-'));

const bundle = join(work, 'images.mjs');
await esbuild.build({
  entryPoints: [join(root, 'apps/api/src/lib/images/index.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: bundle,
  logLevel: 'error',
});
const { readImage } = await import(pathToFileURL(bundle).href);

function segment(marker, body) {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** Random entropy-coded data as an encoder writes it: every 0xFF followed by a stuffed 0x00. */
function entropy(bytes) {
  const random = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 65536) {
    globalThis.crypto.getRandomValues(random.subarray(i, Math.min(bytes, i + 65536)));
  }
  const out = Buffer.alloc(bytes * 2);
  let n = 0;
  for (const byte of random) {
    out[n++] = byte;
    if (byte === 0xff) out[n++] = 0x00;
    if (n >= bytes) break;
  }
  return out.subarray(0, bytes);
}

function phoneJpeg(totalBytes) {
  const tiff = Buffer.alloc(60_000, 0x20); // EXIF with maker notes and a thumbnail's worth
  tiff.write('MM\0\x2a\0\0\0\x08\0\x01\x01\x12\0\x03\0\0\0\x01\0\x06\0\0\0\0\0\0', 0, 'latin1');
  tiff.write('Ramesh Kumar 9876543210 GPS 25.6N 84.6E', 100, 'latin1');
  const head = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])),
    segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>', 'latin1')),
    segment(0xc0, Buffer.from([8, 0x0b, 0xb8, 0x0f, 0xa0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])),
    segment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])),
  ]);
  const tail = Buffer.from([0xff, 0xd9]);
  return Buffer.concat([head, entropy(totalBytes - head.length - tail.length), tail]);
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const ms = (value) => `${value.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Times `task` `runs` times; memory is the peak rise of RSS over the first run's start. */
async function measure(name, task) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  console.log(
    `${name}: median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, ` +
      `RSS rise ${mb(peak - before)}`,
  );
}

const file = phoneJpeg(5_242_880);
const input = join(work, 'upload.part');
writeFileSync(input, file);
console.log(`node ${process.version}, ${runs} runs, a ${mb(file.length)} JPEG with metadata`);

let cleanedLength = 0;
await measure('strip in place (read, walk, write)', async () => {
  const image = readImage(readFileSync(input), 'image/jpeg');
  // As the upload does: the kept pieces are views of the file read, written one by one.
  const fd = openSync(join(work, 'cleaned.part'), 'w');
  cleanedLength = 0;
  for (const part of image.cleaned) cleanedLength += writeSync(fd, part);
  closeSync(fd);
});
console.log(`  removed ${file.length - cleanedLength} bytes of metadata`);
await measure('size check alone (walk)', async () => {
  readImage(file, 'image/jpeg');
});

if (args.sharp) {
  const sharp = createRequire(join(args.sharp, 'package.json'))(args.sharp);
  sharp.cache(false);
  sharp.concurrency(1);
  // A real photo-sized JPEG: noise compresses badly, as detailed photos do.
  let real = await sharp({
    create: {
      width: 3000,
      height: 2250,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Ramesh Kumar 9876543210' } })
    .toBuffer();
  console.log(
    `sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), a real ${mb(real.length)} JPEG`,
  );
  await measure('strip in place, real JPEG (walk)', async () => {
    readImage(real, 'image/jpeg');
  });
  await measure('re-encode with sharp (decode, rotate, encode q90)', async () => {
    await sharp(real).rotate().jpeg({ quality: 90 }).toBuffer();
  });
  const stripped = Buffer.concat(readImage(real, 'image/jpeg').cleaned);
  const [a, b] = await Promise.all([real, stripped].map((bytes) => sharp(bytes).raw().toBuffer()));
  const { orientation } = await sharp(stripped).metadata();
  console.log(
    `  sharp decodes the stripped file to the same pixels: ${a.equals(b)}; ` +
      `metadata left: ${stripped.includes('Ramesh')}; orientation kept: ${orientation}`,
  );
  real = null;
  // PNG and WebP with metadata: the stripped files decode to the same pixels too.
  const small = () =>
    sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    });
  for (const [type, encode] of [
    ['image/png', (image) => image.png()],
    ['image/webp', (image) => image.webp({ quality: 80 })],
  ]) {
    const original = await encode(small())
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'Ramesh Kumar 9876543210' } })
      .withXmp('<x:xmpmeta><dc:creator>Ramesh Kumar</dc:creator></x:xmpmeta>')
      .toBuffer();
    const { cleaned } = readImage(original, type);
    const stripped = Buffer.concat(cleaned ?? [original]);
    const [a, b] = await Promise.all([original, stripped].map((x) => sharp(x).raw().toBuffer()));
    const { orientation } = await sharp(stripped).metadata();
    console.log(
      `  ${type}: same pixels ${a.equals(b)}, metadata left ${stripped.includes('Ramesh')}, ` +
        `orientation kept ${orientation}`,
    );
  }
}

rmSync(work, { recursive: true, force: true });
