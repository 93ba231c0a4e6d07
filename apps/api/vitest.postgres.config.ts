import { defineConfig, mergeConfig } from 'vitest/config';
import { singleBackendFiles } from './src/test/single-backend.ts';
import base from './vitest.config.ts';

/**
 * The API suite again, on PostgreSQL and an S3-compatible store (issue 18 item 7): every test
 * server gets a database of its own, copied from a migrated template, and a prefix of its own
 * in one s3rver (test/postgres-global-setup.ts, test/backend.ts). Run by `pnpm test` after the
 * SQLite run, through scripts/test-postgres.mjs, which skips it with a message on a machine
 * without PostgreSQL unless SEVA_REQUIRE_POSTGRES=1.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      env: { SEVA_TEST_BACKEND: 'postgres' },
      globalSetup: ['./src/test/postgres-global-setup.ts'],
      exclude: [
        '**/node_modules/**',
        // Files that are about one backend by nature, with the reason; everything else runs.
        ...singleBackendFiles.map((entry) => entry.file),
      ],
    },
  }),
);
