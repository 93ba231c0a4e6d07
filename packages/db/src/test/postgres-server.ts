import { execFile } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';

/**
 * A throwaway PostgreSQL server for tests: Debian's binaries, a cluster in a temp folder,
 * loopback only, trust authentication for the role `seva`, no fsync. Everything is removed
 * on stop().
 */

const run = promisify(execFile);

export const postgresMissingMessage =
  'PostgreSQL is not installed: the PostgreSQL tests are skipped (apt-get install postgresql)';

export interface PostgresServer {
  /** The connection URL of database `dbName` on this server. */
  url(dbName: string): string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes its folder; calling it again does nothing. */
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  pgCtl: string;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function binariesIn(dir: string): Binaries | null {
  const initdb = join(dir, 'initdb');
  const pgCtl = join(dir, 'pg_ctl');
  return isExecutable(initdb) && isExecutable(pgCtl) ? { initdb, pgCtl } : null;
}

/** Debian's newest /usr/lib/postgresql/<version>/bin first, then the PATH. */
export function findPostgresBinaries(): Binaries | null {
  let versions: string[] = [];
  try {
    versions = readdirSync('/usr/lib/postgresql');
  } catch {
    // Not Debian's layout: the PATH may still have them.
  }
  const newestFirst = versions
    .filter((version) => /^\d+(\.\d+)?$/.test(version))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of newestFirst) {
    const found = binariesIn(join('/usr/lib/postgresql', version, 'bin'));
    if (found) return found;
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const found = dir ? binariesIn(dir) : null;
    if (found) return found;
  }
  return null;
}

/** CI sets SEVA_REQUIRE_POSTGRES=1: there a missing server is a failure, not a skip. */
export function postgresRequired(): boolean {
  return process.env.SEVA_REQUIRE_POSTGRES === '1';
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

async function postgresAccount(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * initdb and postgres refuse to run as root: as root, the cluster belongs to the `postgres`
 * account Debian's package creates, and its commands run as that account.
 */
async function asClusterOwner(
  dir: string,
): Promise<(file: string, args: string[]) => Promise<unknown>> {
  if (process.getuid?.() !== 0) return (file, args) => run(file, args);
  const { uid, gid } = await postgresAccount();
  chownSync(dir, uid, gid);
  return (file, args) => run('runuser', ['-u', 'postgres', '--', file, ...args]);
}

const databaseName = /^[a-z_][a-z0-9_]{0,62}$/;

export async function startPostgres(): Promise<PostgresServer> {
  const binaries = findPostgresBinaries();
  if (!binaries) {
    throw new Error(
      postgresRequired()
        ? `SEVA_REQUIRE_POSTGRES=1 but initdb and pg_ctl were found neither in /usr/lib/postgresql/*/bin nor on the PATH (apt-get install postgresql)`
        : postgresMissingMessage,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'seva-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'log');
  let stopped = false;
  let started = false;
  try {
    const exec = await asClusterOwner(dir);
    await exec(binaries.initdb, [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'seva',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    const port = await freeLoopbackPort();
    const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
    await exec(binaries.pgCtl, ['-D', data, '-l', log, '-w', 'start', '-o', serverOptions]);
    started = true;

    const url = (dbName: string) => `postgres://seva@127.0.0.1:${port}/${dbName}`;
    return {
      url,
      async createDatabase(name) {
        if (!databaseName.test(name)) throw new Error(`not a plain database name: ${name}`);
        const client = new pg.Client({ connectionString: url('postgres') });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE "${name}"`);
        } finally {
          await client.end();
        }
        return url(name);
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await exec(binaries.pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    if (!started) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * `describe` with a PostgreSQL server started before its tests and stopped after them; `server`
 * answers it inside tests and hooks. Without PostgreSQL the block is skipped with one line,
 * unless SEVA_REQUIRE_POSTGRES=1, where the missing server fails the run.
 */
export function describeWithPostgres(
  name: string,
  body: (server: () => PostgresServer) => void,
): void {
  const available = findPostgresBinaries() !== null;
  if (!available && !postgresRequired()) {
    console.warn(postgresMissingMessage);
    describe.skip(name, () => body(unavailable));
    return;
  }
  describe(name, () => {
    let current: PostgresServer | undefined;
    beforeAll(async () => {
      current = await startPostgres();
    }, 60_000);
    afterAll(async () => {
      await current?.stop();
    });
    body(() => {
      if (!current) throw new Error('the PostgreSQL server has not started');
      return current;
    });
  });
}

function unavailable(): PostgresServer {
  throw new Error(postgresMissingMessage);
}
