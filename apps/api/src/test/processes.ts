import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server and the CLI as real processes, for the tests that start, signal and kill them
 * (process.test.ts, server-lifecycle.test.ts, outbox-process.test.ts).
 */
export const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export type StartedProcess = ReturnType<typeof spawnSource>;

/**
 * One Node process running the source through tsx's loader (`node --import tsx src/main.ts`):
 * its PID is the program's own, so a signal reaches it (the `tsx` command would stand between
 * and leave its child running after a SIGKILL). `umask000`: started under `umask 000`, so the
 * modes of what it writes are the ones it sets.
 */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  options: { umask000?: boolean } = {},
) {
  // A server's own lines (started, shutting down, mails without SMTP) are at level info.
  return spawnSource(args, { LOG_LEVEL: 'info', ...env }, options);
}

function spawnSource(
  args: string[],
  env: Record<string, string>,
  { umask000 = false }: { umask000?: boolean },
) {
  const command = ['--import', 'tsx', ...args];
  const options = { cwd: apiRoot, env: { ...process.env, ...env } };
  const child = umask000
    ? spawn('/bin/sh', ['-c', 'umask 000; exec "$0" "$@"', process.execPath, ...command], options)
    : spawn(process.execPath, command, options);
  let stdout = '';
  let stderr = '';
  let output = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    child,
    exit,
    /** Both streams, in the order they came. */
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
  };
}

/** Runs a command of the CLI (or a start that fails) to its end. */
export async function runProcess(
  args: string[],
  env: Record<string, string>,
  options: { umask000?: boolean } = {},
) {
  const started = spawnSource(args, env, options);
  const code = await started.exit;
  return { code, stdout: started.stdout(), stderr: started.stderr() };
}

/** Polls `probe` until it gives something truthy; fails naming `what` after `timeoutMs`. */
export async function until<T>(
  what: string | (() => string),
  probe: () => T | Promise<T>,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
