#!/usr/bin/env node
// One server process against two on one PostgreSQL database (issue 18 item 10), in one run on
// this machine: Debian's PostgreSQL in a temp folder (durable defaults), the built server
// (`apps/api/dist/main.js`), each process with its own DATA_DIR and the same key file.
//   node bench/processes.mjs [--seconds 10] [--connections 20]
// For each call: one process with all the connections, then two processes with half each at
// once (two autocannon runs side by side; their rates added, the worse p99 kept). Needs a build.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { hashPassword, root, startBenchPostgres, startSeva } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const ACCOUNTS = 1000;
const PASSWORD = 'bench password 1';

const work = mkdtempSync(join(tmpdir(), 'seva-bench-procs-'));
const postgres = await startBenchPostgres();
const servers = [];
try {
  const databaseUrl = await postgres.createDatabase('bench');
  const env = {
    DATABASE_URL: databaseUrl,
    KEY_FILE: join(work, 'keys.json'),
    // The login load plays many cafes: X-Forwarded-For gives each request its own address.
    TRUST_PROXY: 'true',
  };
  // The first start migrates the database and makes the key file; the second reuses both.
  const a = await startSeva({ dataDir: join(work, 'a'), env, timeoutMs: 120_000 });
  servers.push(a);
  const b = await startSeva({ dataDir: join(work, 'b'), env, timeoutMs: 120_000 });
  servers.push(b);

  // Verified accounts straight into the database, one real argon2id hash for all.
  const pg = createRequire(join(root, 'packages/db/package.json'))('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const hash = await hashPassword(PASSWORD);
  const now = new Date();
  for (let i = 0; i < ACCOUNTS; i++) {
    await client.query(
      'INSERT INTO users (id, name, email, password_hash, role, email_verified_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6, $6)',
      [
        `benchuser${String(i).padStart(6, '0')}`,
        `Bench ${i}`,
        `bench${i}@example.test`,
        hash,
        'user',
        now,
      ],
    );
  }
  await client.end();
  const login = await fetch(a.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench0@example.test', password: PASSWORD }),
  });
  const { token } = await login.json();
  if (!token) throw new Error('bench login failed');
  const auth = { authorization: `Bearer ${token}` };

  const run = (options) =>
    new Promise((resolve, reject) =>
      autocannon({ duration: seconds, ...options }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  let n = 0;
  const loginRequests = () => [
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
  ];
  const calls = {
    'GET /api/auth/me (session read)': (server, c) =>
      run({ url: server.url('/api/auth/me'), headers: auth, connections: c }),
    'GET /api/services/my-services': (server, c) =>
      run({ url: server.url('/api/services/my-services'), headers: auth, connections: c }),
    'POST /api/auth/login (argon2id, throttle rows)': (server, c) =>
      run({
        url: server.url('/api/auth/login'),
        method: 'POST',
        connections: c,
        requests: loginRequests(),
      }),
  };
  const rows = [];
  for (const [name, call] of Object.entries(calls)) {
    // A short warm-up of both (JIT, pools), then one alone, then both at once.
    await Promise.all([call(a, 2), call(b, 2)].map((p) => p.catch(() => null)));
    const one = await call(a, connections);
    const [left, right] = await Promise.all([
      call(a, Math.ceil(connections / 2)),
      call(b, Math.floor(connections / 2)),
    ]);
    rows.push({
      name,
      one: { rps: one.requests.average, p99: one.latency.p99, bad: one.non2xx + one.errors },
      two: {
        rps: left.requests.average + right.requests.average,
        p99: Math.max(left.latency.p99, right.latency.p99),
        bad: left.non2xx + right.non2xx + left.errors + right.errors,
      },
    });
  }
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
  console.log(
    `PostgreSQL on the same machine; ${seconds} s per run, ${connections} connections in all\n`,
  );
  console.log(
    '| call | 1 process req/s | p99 ms | 2 processes req/s | p99 ms | 2 / 1 | non-2xx + errors |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.one.rps)} | ${row.one.p99} | ${Math.round(row.two.rps)} | ${row.two.p99} | ${(row.two.rps / row.one.rps).toFixed(2)} | ${row.one.bad} / ${row.two.bad} |`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  postgres.stop();
  rmSync(work, { recursive: true, force: true });
}
