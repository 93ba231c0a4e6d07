// Throughput of Seva's server against a bare Fastify route, in one run on this machine.
//   node bench/api.mjs [--seconds 10] [--connections 10] [--json]
//   node bench/api.mjs --log-levels [--rounds 3] [--seconds 10]: authenticated `me` with LOG_LEVEL=warn and
//     LOG_LEVEL=info (its log written to a file), alternating in one run; info must keep 90 %.
// Needs a build (pnpm build). Starts both servers on loopback, loads them with autocannon,
// stops them, and prints a Markdown table (docs/PERFORMANCE.md holds the latest).
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  freePort,
  hashPassword,
  openSeedDatabase,
  root,
  startSeva,
  waitForHealth,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
    'log-levels': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ duration: seconds, connections, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-'));
const barePort = await freePort();
const ACCOUNTS = 200;
const PASSWORD = 'bench password 1';

// Seva, as `pnpm start` runs it, on a fresh database.
const seva = await startSeva({
  dataDir,
  // The login benchmark plays many cafes: X-Forwarded-For gives each request its own address.
  env: { TRUST_PROXY: 'true' },
});
const sevaPort = seva.port;

// Verified accounts straight into the database, all with one real argon2id hash at the
// production parameters (verification cost does not depend on which hash it is).
const passwordHash = await hashPassword(PASSWORD);
const sqlite = openSeedDatabase(dataDir);
const insert = sqlite.prepare(
  'INSERT INTO users (id, name, email, password_hash, role, email_verified_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
);
const now = Date.now();
sqlite.transaction(() => {
  for (let i = 0; i < ACCOUNTS; i++) {
    insert.run(
      `benchuser${String(i).padStart(6, '0')}`,
      `Bench ${i}`,
      `bench${i}@example.test`,
      passwordHash,
      'user',
      now,
      now,
      now,
    );
  }
})();
sqlite.close();

const login = await fetch(`http://127.0.0.1:${sevaPort}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench0@example.test', password: PASSWORD }),
});
const { token, user } = await login.json();
if (!token) throw new Error('bench login failed');

if (args['log-levels']) {
  await compareLogLevels();
  process.exit(0);
}

/**
 * The same server twice on the same database, at LOG_LEVEL=warn and at the default info (its
 * lines going to a file, as a cafe's service manager would keep them), loaded in turns so
 * that other load on the machine falls on both alike. The ratio info/warn is what counts.
 */
async function compareLogLevels() {
  const logFile = join(dataDir, 'info.log');
  const infoSeva = await startSeva({
    dataDir,
    env: { LOG_LEVEL: 'info', TRUST_PROXY: 'true' },
    stdio: ['ignore', openSync(logFile, 'a'), 'inherit'],
  });
  const infoPort = infoSeva.port;
  const auth = { authorization: `Bearer ${token}` };
  const rounds = [];
  let infoRequests = 0;
  const load = (port, duration = seconds) =>
    run({ url: `http://127.0.0.1:${port}/api/auth/me`, headers: auth, duration });
  // Warm both up (JIT, prepared statements), then take turns, each level going first in
  // every other round.
  infoRequests += (await load(infoPort, 2)).requests.total;
  await load(sevaPort, 2);
  for (let i = 0; i < Number(args.rounds); i++) {
    const infoFirst = i % 2 === 1;
    const first = await load(infoFirst ? infoPort : sevaPort);
    const second = await load(infoFirst ? sevaPort : infoPort);
    const [warn, info] = infoFirst ? [second, first] : [first, second];
    infoRequests += info.requests.total;
    rounds.push({ warn: summary(warn), info: summary(info) });
  }
  await Promise.all([infoSeva.stop(), seva.stop()]);
  const accessLines = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"request"') && line.includes('/api/auth/me')).length;
  rmSync(dataDir, { recursive: true, force: true });
  const total = (level) => rounds.reduce((sum, round) => sum + round[level].rps, 0);
  const ratio = total('info') / total('warn');
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
  console.log(`${seconds} s per run, ${connections} connections, ${rounds.length} rounds\n`);
  console.log('| round | me at warn req/s | me at info req/s | info/warn | p99 warn / info ms |');
  console.log('|---|---|---|---|---|');
  rounds.forEach((round, i) => {
    const r = (100 * round.info.rps) / round.warn.rps;
    console.log(
      `| ${i + 1} | ${round.warn.rps} | ${round.info.rps} | ${r.toFixed(0)}% | ${round.warn.p99} / ${round.info.p99} |`,
    );
  });
  const perRound = rounds.map((round) => round.info.rps / round.warn.rps).sort((a, b) => a - b);
  const median = perRound[Math.floor((perRound.length - 1) / 2)] ?? 0;
  console.log(`\ninfo/warn over all rounds: ${(100 * ratio).toFixed(1)}% (budget ≥ 90%)`);
  console.log(`info/warn, median round: ${(100 * median).toFixed(1)}%`);
  console.log(`access lines written at info: ${accessLines} for ${infoRequests} requests`);
  if (ratio < 0.9) process.exit(1);
}

const bare = fork(join(root, 'bench/bare-server.mjs'), [
  String(barePort),
  JSON.stringify({ user }),
]);
await waitForHealth(barePort);

const results = {};
const auth = { authorization: `Bearer ${token}` };
results.bareHealth = summary(await run({ url: `http://127.0.0.1:${barePort}/api/health` }));
results.sevaHealth = summary(await run({ url: `http://127.0.0.1:${sevaPort}/api/health` }));
results.bareMe = summary(
  await run({ url: `http://127.0.0.1:${barePort}/api/auth/me`, headers: auth }),
);
results.sevaMe = summary(
  await run({ url: `http://127.0.0.1:${sevaPort}/api/auth/me`, headers: auth }),
);

// Logins: each request a different account and a different client address, so the
// throttle (per account and per address) is exercised but not what is measured.
let n = 0;
const loginLoad = run({
  url: `http://127.0.0.1:${sevaPort}/api/auth/login`,
  method: 'POST',
  requests: [
    {
      setupRequest(request) {
        n++;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({ email: `bench${n % ACCOUNTS}@example.test`, password: PASSWORD }),
        };
      },
    },
  ],
});
// Meanwhile a citizen browsing: `me` at a modest, fixed rate, to see logins do not starve it.
const browsing = run({
  url: `http://127.0.0.1:${sevaPort}/api/auth/me`,
  headers: auth,
  connections: 2,
  overallRate: 20,
});
results.login = summary(await loginLoad);
results.meDuringLogins = summary(await browsing);

await seva.stop();
bare.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

const ratio = (a, b) => `${((100 * a) / b).toFixed(0)}%`;
const report = {
  date: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  seconds,
  connections,
  results,
  budgets: {
    meVsBare: { value: results.sevaMe.rps / results.bareMe.rps, budget: 0.25 },
    loginsPerSecond: { value: results.login.rps, budget: 40 },
  },
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/api.json'), `${JSON.stringify(report, null, 2)}\n`);

if (args.json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const row = (name, r) =>
    `| ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`;
  console.log(`Machine: ${report.machine}; ${seconds} s per run, ${connections} connections\n`);
  console.log('| run | req/s | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|');
  console.log(row('bare Fastify GET /api/health', results.bareHealth));
  console.log(row('Seva GET /api/health', results.sevaHealth));
  console.log(row('bare Fastify GET /api/auth/me (same JSON)', results.bareMe));
  console.log(row('Seva GET /api/auth/me (Bearer session)', results.sevaMe));
  console.log(row('Seva POST /api/auth/login (argon2id)', results.login));
  console.log(row('Seva GET /api/auth/me at 20 req/s during the logins', results.meDuringLogins));
  console.log('');
  console.log(`health: Seva at ${ratio(results.sevaHealth.rps, results.bareHealth.rps)} of bare`);
  console.log(
    `me: Seva at ${ratio(results.sevaMe.rps, results.bareMe.rps)} of bare (budget ≥ 25%)`,
  );
  console.log(`logins: ${results.login.rps}/s (budget ≥ 40/s)`);
}
const failed = results.sevaMe.rps < 0.25 * results.bareMe.rps || results.login.rps < 40;
process.exit(failed ? 1 : 0);
