import { spawnSync } from 'node:child_process';
import {
  findPostgresBinaries,
  postgresMissingMessage,
  postgresRequired,
} from '@seva/db/test/postgres-server';

/**
 * The API suite's second run, on PostgreSQL and an S3-compatible store (vitest.postgres.config.ts).
 * A developer without PostgreSQL installed gets one line saying it was skipped; CI sets
 * SEVA_REQUIRE_POSTGRES=1, where the run goes ahead and a missing server fails it.
 */
if (!findPostgresBinaries() && !postgresRequired()) {
  console.warn(`${postgresMissingMessage}: the API suite ran on SQLite only`);
  process.exit(0);
}
const run = spawnSync(
  'vitest',
  ['run', '--config', 'vitest.postgres.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', shell: false },
);
process.exit(run.status ?? 1);
