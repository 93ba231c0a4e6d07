// `pnpm db:generate [--name x] [--custom]`: generates the migrations of both databases from
// their schemas (SQLite: drizzle.config.ts, PostgreSQL: drizzle.pg.config.ts) with the same
// arguments. A package script `a && b` would hand the arguments to the last command only.
// Runs through pnpm, which puts drizzle-kit on the PATH.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
for (const config of ['drizzle.config.ts', 'drizzle.pg.config.ts']) {
  console.log(`drizzle-kit generate --config ${config} ${args.join(' ')}`.trim());
  const run = spawnSync('drizzle-kit', ['generate', '--config', config, ...args], {
    stdio: 'inherit',
  });
  if (run.error) throw run.error;
  if (run.status !== 0) process.exit(run.status ?? 1);
}
