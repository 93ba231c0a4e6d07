// What the benchmarks share: the built server started on a free port of a fresh data folder,
// waited for until it answers, and stopped; accounts hashed as production hashes them; the
// database opened beside a running server for seeding.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
const requireApi = createRequire(join(root, 'apps/api/package.json'));
const requireDb = createRequire(join(root, 'packages/db/package.json'));

/** `better-sqlite3`, the driver `packages/db` uses, for seeding rows straight into a database. */
export const Database = requireDb('better-sqlite3');

/** A password hashed with argon2id at the server's production parameters. */
export function hashPassword(password) {
  const { hash } = requireApi('@node-rs/argon2');
  return hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/** The database of a data folder, ready to take rows beside the running server. */
export function openSeedDatabase(dataDir) {
  const sqlite = new Database(join(dataDir, 'seva.sqlite'));
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Polls `/api/health` until the server answers; fails after `timeoutMs`. */
export async function waitForHealth(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The built server (`apps/api/dist/main.js`, or `mainJs`) as `pnpm start` runs it, on `dataDir`
 * and a free port (or `port`), at log level warn, with `env` on top. Resolves once it answers,
 * with how long that took.
 */
export async function startSeva({
  dataDir,
  env = {},
  port,
  mainJs = join(root, 'apps/api/dist/main.js'),
  stdio = ['ignore', 'inherit', 'inherit'],
  timeoutMs,
}) {
  const chosen = port ?? (await freePort());
  const started = Date.now();
  const child = spawn(process.execPath, [mainJs], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(chosen), LOG_LEVEL: 'warn', ...env },
    stdio,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      waitForHealth(chosen, timeoutMs),
      exited.then((code) => {
        throw new Error(`server exited with ${code} before it answered`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    process: child,
    port: chosen,
    url: (path) => `http://127.0.0.1:${chosen}${path}`,
    startMs: Date.now() - started,
    /** SIGTERM, and the exit after the server's drain (SIGKILL if that takes over 10 s). */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(hard);
    },
  };
}

/**
 * A PostgreSQL server of Debian's binaries in a temp folder, on loopback, for a benchmark:
 * unlike the tests' (fsync off), it keeps PostgreSQL's durable defaults, so its numbers are a
 * real server's. Trust authentication for the role `seva`; `stop()` removes everything.
 */
export async function startBenchPostgres() {
  const { execFileSync } = await import('node:child_process');
  const { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  const bin = versions
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .find((dir) => existsSync(`${dir}/pg_ctl`));
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'seva-bench-pg-'));
  const asOwner = (file, args) => {
    if (process.getuid?.() !== 0) return execFileSync(file, args, { stdio: 'ignore' });
    return execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'ignore' });
  };
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  asOwner(`${bin}/initdb`, [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'seva',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const port = await freePort();
  asOwner(`${bin}/pg_ctl`, [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200`,
  ]);
  const pg = requireDb('pg');
  const url = (name) => `postgres://seva@127.0.0.1:${port}/${name}`;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop() {
      try {
        asOwner(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
