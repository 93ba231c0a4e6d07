import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHealthRepository } from '@seva/db';
import { translateText } from '@seva/schemas/texts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DiskSpace } from './disk-space.ts';
import { requestLanguage } from './language.ts';
import type { FileStorage } from './storage.ts';

/** quick_check reads every page: between runs /api/ready repeats the last answer. */
const INTEGRITY_CHECK_EVERY_MS = 5 * 60 * 1000;
/**
 * /api/ready needs no login: within this long of the last probe it repeats that answer, so
 * hammering it cannot turn into a stream of fsyncs and write-lock waits.
 */
const PROBE_REUSE_MS = 1000;
/**
 * The write probe's wait: for SQLite's write lock (the probe blocks the event loop meanwhile),
 * or for a PostgreSQL connection and its answers.
 */
const WRITE_PROBE_BUSY_MS = 1000;
/** How long an object store has to answer its probe (a load balancer's own timeout is longer). */
export const STORE_PROBE_TIMEOUT_MS = 2000;

export const drainingMessage = 'The server is restarting. Please try again in a moment.';

export interface ReadinessDeps {
  /** The database's answers, SQLite's or PostgreSQL's (docs/decisions/078). */
  database: DatabaseHealthRepository;
  dataDir: string;
  /** The folders under dataDir that file storage writes to (`FileStorage.localFolders`). */
  storageFolders?: readonly string[];
  /** Asks the place kept files live whether it answers (an object store; the disk answers null). */
  storage?: Pick<FileStorage, 'storeProblem'>;
  diskSpace: Pick<DiskSpace, 'status'>;
  logger: FastifyBaseLogger;
  now?: () => number;
}

export interface Readiness {
  /** What keeps the server from being ready; empty when it is. Never holds a secret. */
  problems(): Promise<string[]>;
  /**
   * Answers every new request 503 with `Connection: close` from now on, and resolves once the
   * requests already running have finished or `timeoutMs` has passed (with how many still run).
   */
  drain(timeoutMs: number): Promise<{ stillRunning: number }>;
}

/**
 * `/api/ready` (the database reads and writes, storage takes a file, free space is above the
 * floor) and the drain on shutdown. Registered first, so its hook runs before every other one.
 */
export function registerReadiness(app: FastifyInstance, deps: ReadinessDeps): Readiness {
  const now = deps.now ?? Date.now;
  // The start-up check is the sweep's (lib/storage-sweep.ts); the first probe runs its own.
  let integrity: { checkedAt: number; problem: string | null } = {
    checkedAt: Number.NEGATIVE_INFINITY,
    problem: null,
  };

  let draining = false;
  let running = 0;
  let drained: (() => void) | null = null;
  /** The requests counted in `running` (not the drain's own 503s), and how far each is. */
  const inFlight = new WeakMap<object, { answered: boolean; closed: boolean }>();
  const settle = (state: { answered: boolean; closed: boolean }) => {
    if (!state.answered || !state.closed) return;
    running--;
    if (running === 0) drained?.();
  };
  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      reply.header('Connection', 'close').header('Retry-After', '5');
      // Before the language hook: the request's language is read here.
      const message = translateText(drainingMessage, requestLanguage(request));
      return reply.code(503).send({ message });
    }
    running++;
    // A request runs until its handler has answered and its response has closed. 'close'
    // comes once per response, finished or cut off, streamed downloads included; but a client
    // that leaves early closes it while the handler still works (a login's hash, an upload's
    // rows), and the database must not close under that handler. 'onSend' comes once the
    // handler answers, even to a client that left.
    const state = { answered: false, closed: false };
    inFlight.set(request, state);
    reply.raw.once('close', () => {
      state.closed = true;
      settle(state);
    });
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const state = inFlight.get(request);
    if (state && !state.answered) {
      state.answered = true;
      settle(state);
    }
    return payload;
  });

  let lastProbe: { at: number; found: Promise<string[]> } | null = null;
  const problems = () => {
    // A probe still waiting for the store is shared too, so probes never pile up on it.
    if (lastProbe && now() - lastProbe.at < PROBE_REUSE_MS) return lastProbe.found;
    const found = probe();
    lastProbe = { at: now(), found };
    return found;
  };

  const probe = async () => {
    if (now() - integrity.checkedAt >= INTEGRITY_CHECK_EVERY_MS) {
      integrity = { checkedAt: now(), problem: await deps.database.integrityProblem() };
    }
    const found: string[] = [];
    const database =
      integrity.problem ?? (await deps.database.readWriteProblem(WRITE_PROBE_BUSY_MS));
    if (database) found.push(database);
    for (const folder of deps.storageFolders ?? ['tmp', 'uploads']) {
      const storage = storageProblem(join(deps.dataDir, folder));
      if (storage) found.push(storage);
    }
    const store = await deps.storage?.storeProblem(STORE_PROBE_TIMEOUT_MS);
    if (store) found.push(store);
    const disk = deps.diskSpace.status();
    if (disk.low) {
      found.push(
        `disk: ${Math.floor(disk.freeBytes / 2 ** 20)} MB free, below the floor of ${Math.floor(disk.minFreeBytes / 2 ** 20)} MB`,
      );
    }
    return found;
  };

  app.get('/api/ready', async (_request, reply) => {
    const found = await problems();
    reply.header('Cache-Control', 'no-store');
    if (found.length > 0) {
      deps.logger.warn({ problems: found }, 'not ready');
      return reply.code(503).send({ status: 'unavailable', problems: found });
    }
    return { status: 'ready' };
  });

  return {
    problems,
    drain(timeoutMs) {
      draining = true;
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          drained = null;
          resolve({ stillRunning: running });
        };
        const timer = setTimeout(done, timeoutMs);
        if (running === 0) done();
        else drained = done;
      });
    },
  };
}

/** Writes, syncs and removes a probe file: a folder that cannot take one cannot take uploads. */
function storageProblem(folder: string): string | null {
  const probe = join(folder, `.ready-${randomBytes(8).toString('hex')}`);
  try {
    const fd = openSync(probe, 'wx', 0o600);
    try {
      writeSync(fd, 'ready');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return null;
  } catch (error) {
    return `storage: cannot write to ${folder.split(/[\\/]/).pop()}/: ${errorText(error)}`;
  } finally {
    try {
      rmSync(probe, { force: true });
    } catch {}
  }
}

/** An error's code (ENOSPC, SQLITE_CORRUPT), or its message: never a path or a value. */
function errorText(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}
