#!/usr/bin/env node
// Lighthouse on the public pages (docs/decisions/013): default mobile settings (simulated slow 4G,
// 4× CPU slowdown, Moto G Power screen), Debian's Chromium, median of N runs per page, against the
// production server (`node apps/api/dist/main.js`, a fresh DATA_DIR). Build first.
//
//   node bench/lighthouse.mjs                 5 runs each of /, /services, /services/a4-paper
//   node bench/lighthouse.mjs --every-product  /, /services and every product page of the build
//   node bench/lighthouse.mjs --runs 3 --path /about
//
// Budgets: performance score ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.1; exit 1 when one is missed.
// Each run's JSON summary goes to bench/results/lighthouse-<date>.json.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { root, startSeva } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    path: { type: 'string', multiple: true },
    'every-product': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
/** The product pages the build prerendered (apps/web/dist/.prerender/pages.json). */
const productPages = () =>
  Object.keys(JSON.parse(readFileSync(join(root, 'apps/web/dist/.prerender/pages.json'), 'utf8')))
    .filter((path) => path.startsWith('/services/'))
    .sort();
const paths =
  args.path ??
  (args['every-product']
    ? ['/', '/services', ...productPages()]
    : ['/', '/services', '/services/a4-paper']);
const BUDGET = { score: 95, lcpMs: 2500, cls: 0.1 };
// biome-ignore lint/suspicious/noUndeclaredEnvVars: a bench script, not a turbo task
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-lighthouse-'));
const seva = await startSeva({ dataDir });
const { url } = seva;
const stop = () => {
  seva.process.kill();
  rmSync(dataDir, { recursive: true, force: true });
};

const run = promisify(execFile);
// Not a workspace dependency: Lighthouse 13 asks for Node 22 in its engines, and only this
// benchmark needs it; npx fetches the pinned version once into its cache.
const LIGHTHOUSE = 'lighthouse@13.5.0';
async function lighthouse(path) {
  const { stdout } = await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url(path),
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    lcpElement:
      report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: run again. */
async function withRetry(task, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await task();
    } catch (error) {
      if (i >= attempts) throw error;
      console.error(
        `lighthouse run failed (${
          String(error.stderr ?? error)
            .trim()
            .split('\n')[0]
        }), again`,
      );
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = {};
let ok = true;
try {
  for (const path of paths) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await withRetry(() => lighthouse(path)));
    const summary = {
      score: median(samples.map((s) => s.score)),
      fcpMs: median(samples.map((s) => s.fcpMs)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      speedIndexMs: median(samples.map((s) => s.speedIndexMs)),
      lcpElement: samples[0]?.lcpElement,
    };
    const pass =
      summary.score >= BUDGET.score && summary.lcpMs <= BUDGET.lcpMs && summary.cls <= BUDGET.cls;
    ok &&= pass;
    results[path] = { ...summary, pass, samples };
    console.log(
      `${path.padEnd(20)} score ${summary.score}  FCP ${(summary.fcpMs / 1000).toFixed(2)} s  ` +
        `LCP ${(summary.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(summary.tbtMs)} ms  ` +
        `CLS ${summary.cls.toFixed(3)}  SI ${(summary.speedIndexMs / 1000).toFixed(2)} s  ` +
        `${pass ? 'ok' : 'OVER BUDGET'}  (median of ${runs})`,
    );
  }
} finally {
  stop();
}

mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, `bench/results/lighthouse-${new Date().toISOString().slice(0, 10)}.json`);
writeFileSync(file, JSON.stringify({ chrome, runs, budget: BUDGET, results }, null, 2));
console.log(
  `\nBudget: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs} ms, CLS ≤ ${BUDGET.cls}: ${ok ? 'ok' : 'MISSED'}`,
);
console.log(`Details: ${file}`);
process.exit(ok ? 0 : 1);
