#!/usr/bin/env node
// First screens on a slow phone (issue 16 item 5): Debian's Chromium with a cold cache over a
// throttled line (400 kbit/s down and up, 400 ms round trip) and a 4× CPU slowdown, against the
// built server (`node apps/api/dist/main.js`, a fresh DATA_DIR). For each page, the time from
// navigation until what the citizen came for is on screen and usable:
//   /              the home page's H1 (the prerendered page counts: it is readable)
//   /login         the e-mail field of the login form on screen (prerendered, inert until the
//                  app runs); '/login, typing': the same field taking input (the app runs)
//   /signup        the name field of the sign-up form, enabled
//   deep link      a signed-in citizen's application from an e-mail link
//                  (/dashboard/services/rtps/{id}): its reference number shown (drawn by the
//                  server, docs/decisions/077); 'deep link, app running': its buttons answer
// Median of --runs (default 3) fresh browser contexts per page. With --baseline DIR (another
// checkout, built), the same pages of that build run in the same session, side by side.
//
//   npx -y pnpm@10.34.9 build && node bench/slow-phone.mjs [--runs 3] [--baseline /tmp/seva-base]
//
// Budgets (issue 16 item 5): /login ≤ 3 s, the deep link ≤ 5 s; exit 1 when this build misses one.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root, startSeva } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    baseline: { type: 'string' },
  },
});
const runs = Number(args.runs);
// biome-ignore lint/suspicious/noUndeclaredEnvVars: a bench script, not a turbo task
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const { chromium } = createRequire(join(root, 'apps/web/package.json'))('@playwright/test');
const BUDGET_MS = { '/login': 3000, 'deep link': 5000 };
const LINE = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

/** Starts one build's server with a fresh DATA_DIR and a citizen with an RTPS application. */
async function startBuild(buildRoot) {
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-phone-'));
  const forget = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-keys.json`, { force: true });
  };
  let server;
  try {
    server = await startSeva({
      dataDir,
      mainJs: join(buildRoot, 'apps/api/dist/main.js'),
      // No SMTP_URL: the sign-up code is written to the log, where this script reads it.
      env: { LOG_LEVEL: 'info', SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeoutMs: 30_000,
    });
  } catch (error) {
    forget();
    throw error;
  }
  // What the server wrote while starting waits in the pipes until read.
  let output = '';
  server.process.stdout.on('data', (chunk) => {
    output += chunk;
  });
  server.process.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const stop = () => {
    server.process.kill();
    forget();
  };
  try {
    return await seed(server.url(''), () => output, stop);
  } catch (error) {
    stop();
    throw error;
  }
}

/** A verified citizen, signed in, with one RTPS application (the deep link's target). */
async function seed(base, output, stop) {
  const json = async (path, body, cookie = '') => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const email = 'slow.phone@example.test';
  const password = 'a slow phone in Goh';
  await json('/api/auth/signup', {
    name: 'Sunita Devi',
    email,
    password,
    confirmPassword: password,
    consent: true,
  });
  let code;
  for (let i = 0; i < 100 && !code; i++) {
    code = output().match(/Your code: (\d{8})/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error('no sign-up code in the log');
  await json('/api/auth/verify-email', { email, code });
  // The web app's door, which sets the session cookie the browser will carry.
  const login = await json('/trpc/auth.login', { email, password });
  const setCookie = login.headers.getSetCookie();
  const cookies = setCookie.map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
  const cookieHeader = setCookie.map((line) => line.split(';')[0]).join('; ');
  const applied = await json(
    '/api/services/apply/rtps',
    {
      block: 'GOH',
      registrationType: 'BRCCO',
      registrationNumber: 'BRCCO/2026/4411',
      consent: true,
    },
    cookieHeader,
  );
  const { service } = await applied.json();
  return { base, stop, cookies, deepLink: `/dashboard/services/rtps/${service._id}`, service };
}

/** One cold load of `path` on the slow profile; ms until `ready` holds. */
async function coldLoad(browser, build, path, ready, signedIn) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (signedIn) await context.addCookies(build.cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', LINE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = performance.now();
  await page.goto(`${build.base}${path}`, { waitUntil: 'commit', timeout: 60_000 });
  await ready(page);
  const ms = performance.now() - started;
  await context.close();
  return ms;
}

const pages = (build) => [
  {
    name: '/',
    path: '/',
    ready: (page) => page.locator('h1').first().waitFor({ state: 'visible', timeout: 60_000 }),
  },
  {
    // Prerendered: the form is on screen before the app runs (inert until it does).
    name: '/login',
    path: '/login',
    ready: (page) =>
      page.locator('input[type="email"]').first().waitFor({ state: 'visible', timeout: 60_000 }),
  },
  {
    name: '/login, typing',
    path: '/login',
    ready: (page) =>
      page
        .locator('input[type="email"]:not([disabled]):not([inert] *)')
        .first()
        .waitFor({ state: 'visible', timeout: 60_000 }),
  },
  {
    name: '/signup',
    path: '/signup',
    ready: (page) =>
      page
        .locator('input[autocomplete="name"]:not([disabled])')
        .first()
        .waitFor({ state: 'visible', timeout: 60_000 }),
  },
  {
    name: 'deep link',
    path: build.deepLink,
    signedIn: true,
    ready: (page) =>
      page
        .getByText(build.service.referenceNumber)
        .first()
        .waitFor({ state: 'visible', timeout: 60_000 }),
  },
  {
    // The app has taken the drawn screen over: its buttons answer.
    name: 'deep link, app running',
    path: build.deepLink,
    signedIn: true,
    ready: (page) =>
      page
        .locator('#root button:not([inert]):not([inert] *)')
        .first()
        .waitFor({ state: 'visible', timeout: 60_000 }),
  },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const builds = [{ label: 'this build', root }];
if (args.baseline) builds.push({ label: 'baseline', root: args.baseline });
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const results = {};
let overBudget = false;
const started = [];
try {
  for (const build of builds) started.push({ ...build, server: await startBuild(build.root) });
  for (const build of started) {
    for (const target of pages(build.server)) {
      const times = [];
      // Alternating builds run by run would be fairer still; one warm-up load first.
      await coldLoad(browser, build.server, target.path, target.ready, target.signedIn);
      for (let run = 0; run < runs; run++) {
        times.push(
          await coldLoad(browser, build.server, target.path, target.ready, target.signedIn),
        );
      }
      results[target.name] ??= {};
      results[target.name][build.label] = median(times);
    }
  }
} finally {
  for (const build of started) build.server.stop();
  await browser.close();
}

console.log(
  `Slow phone: 400 kbit/s, 400 ms RTT, CPU 4× slower, cold cache, 360 px; median of ${runs}`,
);
const header = ['page', ...builds.map((build) => build.label), 'budget'];
console.log(header.join('\t'));
for (const [name, byBuild] of Object.entries(results)) {
  const budget = BUDGET_MS[name];
  const mine = byBuild['this build'];
  if (budget && mine > budget) overBudget = true;
  console.log(
    [
      name,
      ...builds.map((build) => `${(byBuild[build.label] / 1000).toFixed(2)} s`),
      budget ? `${budget / 1000} s${mine > budget ? ' OVER' : ''}` : '—',
    ].join('\t'),
  );
}
process.exit(overBudget ? 1 : 0);
