import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError } from './database.ts';
import { DataDirInUseError } from './lib/data-dir-lock.ts';
import { createServer } from './server.ts';

/** How long requests in flight may finish after SIGTERM before their connections are cut. */
const DRAIN_MS = 10_000;
const FORCE_EXIT_MS = 15_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const bundled = (folder: string) => {
    const path = join(dirname(fileURLToPath(import.meta.url)), folder);
    return existsSync(path) ? path : undefined;
  };
  const { app, readiness } = await createServer({
    config,
    migrationsFolder: bundled('migrations'),
    pgMigrationsFolder: bundled('migrations-pg'),
  });
  if (!config.smtpUrl) {
    app.log.warn('SMTP_URL is not set: e-mails (with their codes) are written to this log instead');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Only if closing itself hangs: the drain below already gives up after DRAIN_MS.
    const force = setTimeout(() => {
      app.log.error(`did not close within ${FORCE_EXIT_MS / 1000} s; exiting`);
      process.exit(1);
    }, FORCE_EXIT_MS);
    force.unref();
    (async () => {
      // New requests get 503 meanwhile (a client retries) rather than a refused connection.
      const { stillRunning } = await readiness.drain(DRAIN_MS);
      if (stillRunning > 0) {
        // A slow download can run for minutes; the database still closes cleanly.
        app.log.warn(
          { stillRunning },
          `requests still running after ${DRAIN_MS / 1000} s are cut off`,
        );
        app.server.closeAllConnections();
      }
      await app.close();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Seva is running at ${config.publicUrl.href} (data in ${config.dataDir})`);
}

main().catch((error: unknown) => {
  // A known failure is one line; a database that does not answer never shows its URL.
  const known = error instanceof DataDirInUseError || error instanceof DatabaseUnavailableError;
  console.error(known ? `Error: ${error.message}` : error);
  process.exit(1);
});
